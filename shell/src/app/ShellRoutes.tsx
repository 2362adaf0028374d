/** The shell's routes, behind the session guard: each leads to one remote, or to the Times frame. */
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundCard, Spinner } from '@times/shared-sdk';
import { SessionGuard } from '../guard/SessionGuard';
import type { GuardArea } from '../guard/decideRedirect';
import { RemoteSection } from '../federation/RemoteSection';

// The Times frame is a chunk of its own: the public pages do not download it.
const TimesFrame = lazy(() => import('../times/TimesFrame').then((m) => ({ default: m.TimesFrame })));

interface ShellRoute {
  path: string;
  area: GuardArea;
  element: ReactNode;
}

export const SHELL_ROUTES: ShellRoute[] = [
  { path: '/', area: 'home', element: <RemoteSection remote="remote_public" module="./Home" /> },
  { path: '/approot/*', area: 'approot', element: <RemoteSection remote="remote_public" module="./Root" /> },
  { path: '/apphome/*', area: 'signed-in', element: <RemoteSection remote="remote_apphome" module="./App" /> },
  // My Times (issue 31): the employee's own app, a remote of its own (a separate team would ship it).
  { path: '/mytimes/*', area: 'signed-in', element: <RemoteSection remote="remote_mytimes" module="./App" /> },
  {
    path: '/apptimes/*',
    area: 'signed-in',
    element: (
      <Suspense fallback={<Spinner />}>
        <TimesFrame />
      </Suspense>
    ),
  },
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
