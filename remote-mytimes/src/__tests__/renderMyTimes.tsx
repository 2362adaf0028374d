/**
 * Test support: My Times' App at a path under /mytimes, in the theme and a memory router, as the
 * shell mounts it; and the employee the tests sign in as (today Tue 8 Dec 2026).
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot } from '@times/shared-sdk';
import type { MyProfile } from '@times/shared-sdk';
import App from '../exposes/App';

export const renderMyTimes = (path: string) =>
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/mytimes/*" element={<App />} />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );

export const TEST_ME: MyProfile = {
  empd: 'E1',
  name: 'Thabo',
  surname: 'Nkosi',
  app_name: 'Acme Times',
  sms: { roster: 1, requests: 1 },
  unread: 0,
  today: '2026-12-08',
};
