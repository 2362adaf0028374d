/**
 * Whether a user the Times frame refused is an employee of the app (issue 31: a link or bookmark
 * to /apptimes): asked of My Times once the frame failed to open; null until known. Their place is
 * My Times, and the frame sends them there instead of showing the refusal.
 */
import { useEffect, useState } from 'react';
import { myTimesApi } from '@times/shared-sdk/app';

export function useEmployeeOfApp(refused: boolean): boolean | null {
  const [employee, setEmployee] = useState<boolean | null>(null);
  useEffect(() => {
    if (!refused) return undefined;
    const controller = new AbortController();
    void myTimesApi.me({ signal: controller.signal }).then((outcome) => {
      if (outcome.kind !== 'cancelled') setEmployee(outcome.kind === 'ok');
    });
    return () => controller.abort();
  }, [refused]);
  return refused ? employee : false;
}
