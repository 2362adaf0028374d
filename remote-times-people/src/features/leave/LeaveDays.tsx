/** The Leave Days tab: find an employee, add a leave day, and see and delete their leave days. */
import { useState } from 'react';
import { Card } from '@times/shared-sdk';
import type { EmployeeSearchResult } from '@times/shared-sdk';
import { EmployeeTypeAhead, Section } from '@times/shared-sdk/app';
import { LeaveForm } from './LeaveForm';
import { LeaveList } from './LeaveList';

export function LeaveDays() {
  const [employee, setEmployee] = useState<EmployeeSearchResult | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <Section>
      <Card>
        <EmployeeTypeAhead value={employee} onChange={setEmployee} />
        <LeaveForm employee={employee} onAdded={() => setVersion((n) => n + 1)} />
      </Card>
      {employee && <LeaveList key={employee.emd} empd={employee.emd} version={version} />}
    </Section>
  );
}
