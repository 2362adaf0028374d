/**
 * Available Employees: the statistics card and the list, or one opened view (edit, photo). The
 * list stays mounted (hidden) behind a view so its filter survives; it and the statistics reload
 * when the user comes back from the edit view.
 */
import { useState } from 'react';
import type { Employee } from '@times/shared-sdk';
import { Section } from '@times/shared-sdk/app';
import { EmployeeEditor } from './EmployeeEditor';
import { EmployeeList } from './EmployeeList';
import { EmployeePhotoView } from './EmployeePhotoView';
import { EmployeeStatistics } from './EmployeeStatistics';

type View = { kind: 'edit'; employee: Employee } | { kind: 'photo'; employee: Employee } | null;

export function AvailableEmployees() {
  const [view, setView] = useState<View>(null);
  const [version, setVersion] = useState(0);

  function handleEditDone() {
    setView(null);
    setVersion((current) => current + 1);
  }

  return (
    <>
      {view?.kind === 'edit' && <EmployeeEditor empd={view.employee.emd} onDone={handleEditDone} />}
      {view?.kind === 'photo' && <EmployeePhotoView employee={view.employee} onClose={() => setView(null)} />}
      {/* A plain wrapper: Section's display: flex would override the hidden attribute. */}
      <div hidden={view !== null}>
        <Section>
          <EmployeeStatistics version={version} />
          <EmployeeList
            version={version}
            onOpen={(employee) => setView({ kind: 'edit', employee })}
            onPhoto={(employee) => setView({ kind: 'photo', employee })}
          />
        </Section>
      </div>
    </>
  );
}
