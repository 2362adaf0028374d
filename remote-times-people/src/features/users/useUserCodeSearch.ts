/**
 * New User's search (spec 001 sections 5 and 8): fires only when the code is exactly 14 characters,
 * cancels the previous search, and gives the person found, or null (not found and any other error
 * are ignored silently).
 */
import { useEffect, useState } from 'react';
import type { FoundUser } from '@times/shared-sdk';
import { USER_CODE_LENGTH, usersApi } from '@times/shared-sdk/app';

export function useUserCodeSearch(code: string): FoundUser | null {
  const [found, setFound] = useState<FoundUser | null>(null);
  const usrcd = code.trim();

  useEffect(() => {
    setFound(null);
    if (usrcd.length !== USER_CODE_LENGTH) return undefined;
    const controller = new AbortController();
    void usersApi.searchByCode(usrcd, { signal: controller.signal }).then((outcome) => {
      if (!controller.signal.aborted && outcome.kind === 'ok' && outcome.data.usr) setFound(outcome.data.usr);
    });
    return () => controller.abort();
  }, [usrcd]);

  return found;
}
