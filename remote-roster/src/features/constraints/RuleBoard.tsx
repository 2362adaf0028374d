/**
 * The two rule lists of the constraints step side by side (stacked at 768 px or less, spec 002
 * section 9): 'Available rules' and 'Assigned rules' in priority order. An editor drags an
 * available rule into the assigned list (at the drop zone: last; onto a rule: that rule's
 * priority), reorders the assigned ones by dragging, or uses the buttons (Assign, Up, Down,
 * Remove) instead of dragging. A viewer sees the lists only.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Muted, Spinner } from '@times/shared-sdk';
import type { AssignedRosterRule } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import type { ShiftStepProps } from '../shift-wizard/shiftStep';
import { dropPriority } from './dropPriority';
import { RemoveRuleDialog } from './RemoveRuleDialog';
import { RULE_ITEM, RuleItem, ruleIdOf } from './RuleItem';
import { RuleList } from './RuleList';
import { useRosterRules } from './useRosterRules';
import { useSortableList } from './useSortableList';

const GROUP = 'roster-rules';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  align-items: start;
  @media (max-width: 768px) { grid-template-columns: 1fr; }
`;

export function RuleBoard({ shift, access, onSaved }: ShiftStepProps) {
  const t = appMessages.shiftSetup.constraints;
  const canAdd = access.mode === 'edit' && access.canAdd;
  const canChange = access.mode === 'edit' && access.canChange;
  const { rules, error, busy, add, remove } = useRosterRules(shift, onSaved);
  const [removing, setRemoving] = useState<AssignedRosterRule | null>(null);
  const assigned = rules?.assigned ?? [];
  const unused = rules?.unused ?? [];

  const sortable = { disabled: busy, group: GROUP, draggable: RULE_ITEM };
  const unusedRef = useSortableList({ ...sortable, enabled: canAdd, pull: true, put: false, sort: false });
  const assignedRef = useSortableList({
    ...sortable,
    enabled: canAdd || canChange,
    pull: false,
    put: canAdd,
    sort: canChange,
    onDrop: ({ item, newIndex }) => void add(ruleIdOf(item), dropPriority(newIndex, assigned)),
  });

  function confirmRemove() {
    if (!removing) return;
    const { id } = removing;
    setRemoving(null);
    void remove(id);
  }

  const assignedNote = canAdd ? t.dropHere : assigned.length === 0 ? t.noAssigned : undefined;
  return (
    <>
      {canAdd && <Muted>{t.hint}</Muted>}
      {error && <Alert>{error}</Alert>}
      {!rules ? (
        <Spinner label={appMessages.shiftSetup.wizard.loading} />
      ) : (
        <Columns>
          <RuleList
            title={t.available}
            as="ul"
            listRef={unusedRef}
            busy={busy}
            note={unused.length === 0 ? t.noUnused : undefined}
          >
            {unused.map((rule) => (
              <RuleItem key={rule.id} rule={rule} draggable={canAdd}>
                {canAdd && (
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={t.assign(rule.name)}
                    disabled={busy}
                    onClick={() => void add(rule.id, assigned.length + 1)}
                  >
                    {t.assignShort}
                  </Button>
                )}
              </RuleItem>
            ))}
          </RuleList>
          <RuleList title={t.assigned} as="ol" listRef={assignedRef} busy={busy} note={assignedNote} dropZone={canAdd}>
            {assigned.map((rule, index) => {
              const before = assigned[index - 1];
              const after = assigned[index + 1];
              return (
                <RuleItem key={rule.id} rule={rule} priority={rule.priority} draggable={canChange}>
                  {canChange && (
                    <>
                      <Button
                        type="button"
                        $variant="secondary"
                        aria-label={t.moveUp(rule.name)}
                        disabled={busy || !before}
                        onClick={() => before && void add(rule.id, before.priority)}
                      >
                        {t.upShort}
                      </Button>
                      <Button
                        type="button"
                        $variant="secondary"
                        aria-label={t.moveDown(rule.name)}
                        disabled={busy || !after}
                        onClick={() => after && void add(rule.id, after.priority)}
                      >
                        {t.downShort}
                      </Button>
                      <Button
                        type="button"
                        $variant="danger"
                        aria-label={t.removeRule(rule.name)}
                        disabled={busy}
                        onClick={() => setRemoving(rule)}
                      >
                        {t.remove}
                      </Button>
                    </>
                  )}
                </RuleItem>
              );
            })}
          </RuleList>
        </Columns>
      )}
      {removing && <RemoveRuleDialog rule={removing} onConfirm={confirmRemove} onCancel={() => setRemoving(null)} />}
    </>
  );
}
