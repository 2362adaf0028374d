/**
 * /apptimes/positions: Available Employee Positions and Add Employee Positions, for admins and
 * group users with right 1 (form read f_rd 1); others see the spec's 'Not allowed…' texts.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Card, useApiAction } from '@times/shared-sdk';
import {
  FormId,
  ListBody,
  RightId,
  RightsGate,
  Section,
  Tabs,
  appMessages,
  positionsApi,
  useList,
  useTimesStore,
} from '@times/shared-sdk/app';
import { PositionCard } from './PositionCard';
import { PositionEditor } from './PositionEditor';
import { PositionForm } from './PositionForm';
import { EMPTY_POSITION, toPositionFields, type PositionValues } from './toPositionFields';

type PositionsTab = 'available' | 'add';
const t = appMessages.positions;
const TABS = [
  { id: 'available', label: t.tabs.available },
  { id: 'add', label: t.tabs.add },
] as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 10px;
`;

function PositionsSection() {
  const [tab, setTab] = useState<PositionsTab>('available');
  const [open, setOpen] = useState<string | null>(null);
  const refreshDetails = useTimesStore((state) => state.refreshDetails);
  const { items, error, reload } = useList(
    (signal) => positionsApi.list({ signal }),
    (data) => data.employees_roles,
  );
  const add = useApiAction();

  function backToList() {
    setOpen(null);
    setTab('available');
    reload();
    // The setup wizard counts positions: the banner follows.
    void refreshDetails();
  }

  async function handleAdd(values: PositionValues) {
    if (await add.run((signal) => positionsApi.add(toPositionFields(values), { signal }))) backToList();
  }

  if (open) return <PositionEditor rld={open} onDone={backToList} />;
  return (
    <Section>
      <Tabs items={TABS} active={tab} onChange={setTab} label={t.tabs.available} />
      {tab === 'add' ? (
        <Card>
          <PositionForm initial={EMPTY_POSITION} isUpdate={false} error={add.error} onSubmit={handleAdd} />
        </Card>
      ) : (
        <>
          <ListBody items={items} error={error} empty={t.none}>
            {(positions) => (
              <List aria-label={t.tabs.available}>
                {positions.map((position) => (
                  <PositionCard key={position.rld} position={position} onOpen={() => setOpen(position.rld)} />
                ))}
              </List>
            )}
          </ListBody>
        </>
      )}
    </Section>
  );
}

export function PositionsPage() {
  return (
    <RightsGate formId={FormId.SITES} rightId={RightId.MANAGE} things={t.notAllowedThings}>
      <PositionsSection />
    </RightsGate>
  );
}
