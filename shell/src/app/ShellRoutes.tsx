/** The shell's routes, behind the session guard: each leads to one remote, or to the Times frame. */
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundCard } from '@times/shared-sdk';
import { SessionGuard } from '../guard/SessionGuard';
import type { GuardArea } from '../guard/decideRedirect';
import { RemoteSection } from '../federation/RemoteSection';
import { TimesFrame } from '../times/TimesFrame';


interface ShellRoute {
  path: string;
  area: GuardArea;
  element: ReactNode;
}

export const SHELL_ROUTES: ShellRoute[] = [
  { path: '/', area: 'home', element: <RemoteSection remote="remote_public" module="./Home" /> },
  { path: '/approot/*', area: 'approot', element: <RemoteSection remote="remote_public" module="./Root" /> },
  { path: '/apphome/*', area: 'signed-in', element: <RemoteSection remote="remote_apphome" module="./App" /> },
  { path: '/apptimes/*', area: 'signed-in', element: <TimesFrame /> },
];

export function ShellRoutes() {
  return (
    <Routes>
      {SHELL_ROUTES.map(({ path, area, element }) => (
        <Route key={path} path={path} element={<SessionGuard area={area}>{element}</SessionGuard>} />
      ))}
      <Route path="*" element={<NotFoundCard />} />
    </Routes>
  );
}
