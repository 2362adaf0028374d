/**
 * My Times' frame, built for a phone first: a top bar with the employee's name, the app's and Sign out, the
 * page, and a bottom bar of the three pages (My shifts, Time off, Inbox with its unread count); on
 * a wide screen the bar sits under the top bar and the page keeps a phone-like width.
 */
import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Spinner } from '@times/shared-sdk';
import { myTimesMessages, myTimesApi } from '@times/shared-sdk/mytimes';
import { SignOut } from './SignOut';
import { useInstallable } from './useInstallable';
import { useOfflineRead } from '../offline/useOfflineRead';
import { MeContext } from './useMe';
import { BottomNav } from './BottomNav';

const m = myTimesMessages;

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  padding-bottom: 72px;
  @media (min-width: 720px) {
    padding-bottom: 0;
  }
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 16px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  strong {
    flex: 1;
    letter-spacing: 0.04em;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Main = styled.main`
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
  padding: 16px;
  box-sizing: border-box;
`;

export function MyTimesLayout({ children }: { children: ReactNode }) {
  useInstallable();
  const read = useOfflineRead(
    'times.mytimes.me',
    () => myTimesApi.me(),
    () => new Date().toISOString(),
  );
  const me = read.data?.me ?? null;
  const { reload } = read;
  const { pathname } = useLocation();
  // The unread count follows the pages: read again on each page change (the first read is the hook's own).
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    reload();
  }, [pathname, reload]);
  const state = useMemo(() => ({ me, refresh: reload }), [me, reload]);
  return (
    <MeContext.Provider value={state}>
      <Shell>
        <Top>
          <strong>{me ? `${me.name} ${me.surname} · ${me.app_name}` : m.title}</strong>
          <SignOut />
        </Top>
        <BottomNav unread={me?.unread ?? 0} />
        <Main>
          {read.error && <Alert>{read.error}</Alert>}
          {!me && !read.error && <Spinner />}
          {me && children}
        </Main>
      </Shell>
    </MeContext.Provider>
  );
}
