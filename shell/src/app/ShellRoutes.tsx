/** The shell's routes: each leads to one remote module, behind the session guard. */
import { Route, Routes } from 'react-router-dom';
import { NotFoundCard } from '@times/shared-sdk';
import { SessionGuard } from '../guard/SessionGuard';
import type { GuardArea } from '../guard/decideRedirect';
import { RemoteSection } from '../federation/RemoteSection';


interface ShellRoute {
  path: string;
  area: GuardArea;
  remote: string;
  module: string;
}

export const SHELL_ROUTES: ShellRoute[] = [
  { path: '/', area: 'home', remote: 'remote_public', module: './Home' },
  { path: '/approot/*', area: 'approot', remote: 'remote_public', module: './Root' },
  { path: '/apphome/*', area: 'signed-in', remote: 'remote_apphome', module: './App' },
  { path: '/apptimes/*', area: 'signed-in', remote: 'remote_roster', module: './App' },
];

export function ShellRoutes() {
  return (
    <Routes>
      {SHELL_ROUTES.map(({ path, area, remote, module }) => (
        <Route
          key={path}
          path={path}
          element={
            <SessionGuard area={area}>
              <RemoteSection remote={remote} module={module} />
            </SessionGuard>
          }
        />
      ))}
      <Route path="*" element={<NotFoundCard />} />
    </Routes>
  );
}
