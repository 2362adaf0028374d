import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes as RouterRoutes } from 'react-router-dom';
import { ThemeRoot, useSessionStore } from '@times/shared-sdk';
import type { UserDetails } from '@times/shared-sdk';
import { UserMenu } from './UserMenu';

const thandi: UserDetails = {
  status: 1,
  nm: 'Thandi',
  snm: 'Admin',
  mbl: '27821234567',
  eml: '',
  gender: 2,
  dob: '1990-01-01',
  usrcd: '12345678901234',
};

const renderMenu = () =>
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/apptimes']}>
        <RouterRoutes>
          <Route path="/apptimes" element={<UserMenu user={thandi} />} />
          <Route path="/approot/login" element={<p>sign-in page</p>} />
        </RouterRoutes>
      </MemoryRouter>
    </ThemeRoot>,
  );

describe('UserMenu', () => {
  it('opens the Profile and Accounts modals, titled so', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Thandi Admin' }));
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thandi Admin' }));
    await user.click(screen.getByRole('menuitem', { name: 'Accounts' }));
    expect(screen.getByRole('dialog', { name: 'Accounts' })).toBeInTheDocument();
  });

  it('signs out: drops the user and goes to the sign-in page', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().setUser(thandi);
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Thandi Admin' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(screen.getByText('sign-in page')).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();
  });
});
