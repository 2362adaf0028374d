/**
 * 'Remove {rule} ?' with Remove and Cancel (spec 002 section 4). Built here because the shared
 * ConfirmDialog's button always reads 'Delete'.
 */
import { Button, Row } from '@times/shared-sdk';
import type { RosterRule } from '@times/shared-sdk';
import { Modal, appMessages } from '@times/shared-sdk/app';

interface Props {
  rule: RosterRule;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RemoveRuleDialog({ rule, onConfirm, onCancel }: Props) {
  const t = appMessages.shiftSetup;
  return (
    <Modal title={t.constraints.confirmRemove(rule.name)} onClose={onCancel}>
      <Row>
        <Button type="button" $variant="danger" onClick={onConfirm}>
          {t.constraints.remove}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t.wizard.cancel}
        </Button>
      </Row>
    </Modal>
  );
}
