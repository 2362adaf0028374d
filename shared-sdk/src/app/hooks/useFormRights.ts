/** The signed-in user's rights for one form (f_rd) of the selected app; null while loading. */
import { useEffect, useState } from 'react';
import { useAbortSignal } from '@times/shared-sdk';
import type { FormRights } from '@times/shared-sdk';
import { timesAppApi } from '../api/timesApp';

export function useFormRights(formId: number): { rights: FormRights | null; error: string | null } {
  const [rights, setRights] = useState<FormRights | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nextSignal = useAbortSignal();
  useEffect(() => {
    void timesAppApi.formRights(formId, { signal: nextSignal() }).then((outcome) => {
      if (outcome.kind === 'ok') {
        const { isAdmn, isOpsManager, isGroupUser, u_rights } = outcome.data;
        setRights({ isAdmn, isOpsManager, isGroupUser, u_rights });
      } else if (outcome.kind === 'error') setError(outcome.message);
    });
  }, [formId, nextSignal]);
  return { rights, error };
}
