/**
 * The roles the add form offers: the app's positions (rosterShiftApi.roles) less those the shift
 * already has. Not rolesOfShift: mock-api answers there the positions ON the shift (the shift
 * employee form's choices), each of which add would refuse with ROLE_ALREADY_EXIST. Reloaded when
 * the shift or `version` changes (an added position leaves the choices).
 */
import { useEffect, useState } from 'react';
import { useAbortSignal } from '@times/shared-sdk';
import type { EmployeeRoleChoice } from '@times/shared-sdk';
import { rosterShiftApi } from '@times/shared-sdk/app';

export function useRoleChoices(std: string, sftd: string, version = 0) {
  const [roles, setRoles] = useState<EmployeeRoleChoice[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nextSignal = useAbortSignal();
  useEffect(() => {
    let current = true;
    setRoles(null);
    setError(null);
    const onShift = std && sftd ? rosterShiftApi.positions(std, sftd, { signal: nextSignal() }) : null;
    void Promise.all([rosterShiftApi.roles({ signal: nextSignal() }), onShift]).then(([all, taken]) => {
      if (!current) return;
      const failed = [all, taken].find((outcome) => outcome?.kind === 'error');
      if (failed?.kind === 'error') {
        setRoles([]);
        setError(failed.message);
        return;
      }
      // Cancelled, or the session ended: nothing to show.
      if (all.kind !== 'ok' || (taken && taken.kind !== 'ok')) return;
      const rlds = new Set(taken ? taken.data.roster_shift_positions.map((position) => position.rld) : []);
      setRoles(all.data.employees_roles.filter((role) => !rlds.has(role.rld)));
    });
    return () => {
      current = false;
    };
  }, [std, sftd, version, nextSignal]);
  return { roles, error };
}
