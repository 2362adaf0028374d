/** The Employees screen's tabs: Available Employees, New Employee, Leave Days. */
import { Suspense, useState } from 'react';
import { Spinner } from '@times/shared-sdk';
import { Section, Tabs, appMessages } from '@times/shared-sdk/app';
import { AvailableEmployees } from './AvailableEmployees';
import { NewEmployee } from './NewEmployee';
import { LeaveDays } from './lazySeams';

type EmployeesTab = 'available' | 'add' | 'leave';
const t = appMessages.employees;
const TABS = [
  { id: 'available', label: t.tabs.available },
  { id: 'add', label: t.tabs.add },
  { id: 'leave', label: t.tabs.leave },
] as const;

export function EmployeesSection() {
  const [tab, setTab] = useState<EmployeesTab>('available');
  return (
    <Section>
      <Tabs items={TABS} active={tab} onChange={setTab} label={t.tabs.available} />
      {tab === 'available' && <AvailableEmployees />}
      {tab === 'add' && <NewEmployee onSaved={() => setTab('available')} />}
      {tab === 'leave' && (
        <Suspense fallback={<Spinner />}>
          <LeaveDays />
        </Suspense>
      )}
    </Section>
  );
}
