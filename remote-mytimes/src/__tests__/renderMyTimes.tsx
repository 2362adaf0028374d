/** Test support: My Times' App at a path under /mytimes, in the theme and a memory router, as the shell mounts it. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot } from '@times/shared-sdk';
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
