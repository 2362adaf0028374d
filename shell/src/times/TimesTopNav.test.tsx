import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot, useSessionStore } from '@times/shared-sdk';
import { TimesTopNav } from './TimesTopNav';

describe('TimesTopNav', () => {
  it("shows the app name and the user's name as the user menu, which opens Profile and Accounts", async () => {
    const user = userEvent.setup();
    useSessionStore.getState().setUser({
      status: 1,
      nm: 'Sipho',
      snm: 'Group',
      mbl: '27821234568',
      eml: '',
      gender: 1,
      dob: '1990-01-01',
      usrcd: '1',
    });
    render(
      <ThemeRoot>
        <MemoryRouter initialEntries={['/apptimes']}>
          <TimesTopNav appName="Acme Times" menuButton={null} />
        </MemoryRouter>
      </ThemeRoot>,
    );
    const bar = screen.getByRole('banner');
    expect(within(bar).getByTestId('times-app-name')).toHaveTextContent('Acme Times');
    await user.click(within(bar).getByRole('button', { name: 'Sipho Group' }));
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(bar).getByRole('button', { name: 'Sipho Group' }));
    await user.click(screen.getByRole('menuitem', { name: 'Accounts' }));
    expect(screen.getByRole('dialog', { name: 'Accounts' })).toBeInTheDocument();
  });
});
