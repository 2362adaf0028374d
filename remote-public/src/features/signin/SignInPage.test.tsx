import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot, authApi, authMessages, cacheCountries } from '@times/shared-sdk';
import { throttled } from '../../testing/throttled';
import { SignInPage } from './SignInPage';

function renderPage() {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/approot/login']}>
        <Routes>
          <Route path="/approot/login" element={<SignInPage />} />
          <Route path="/apphome" element={<p>app home</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
}

describe('SignInPage', () => {
  beforeEach(() => {
    localStorage.clear();
    cacheCountries([{ id: 1, c_nm: 'South Africa', c_code: '27', crnc_code: 'ZAR' }]);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the spec messages for an empty mobile sign-in', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Select country')).toBeInTheDocument();
    expect(screen.getByText('Valid mobile number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('shows Invalid user details on a refused login and keeps what was typed', async () => {
    const login = jest.spyOn(authApi, 'login').mockResolvedValue({
      kind: 'error',
      status: 'LOGIN_FAILED',
      message: 'Invalid user details',
    });
    renderPage();
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email address'), 'someone@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user details');
    expect(login).toHaveBeenCalledWith(
      { pass: 'wrong-password', isMobileOrEmail: 1, eml: 'someone@example.com', mbl: '' },
      expect.anything(),
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('someone@example.com');
  });

  it('shows how long to wait when the server throttles the sign-in', async () => {
    jest.spyOn(authApi, 'login').mockResolvedValue(throttled(authMessages.login, 840));
    renderPage();
    await userEvent.selectOptions(screen.getByLabelText('Country'), '27');
    await userEvent.type(screen.getByLabelText('Mobile number'), '0821234567');
    await userEvent.type(screen.getByLabelText('Password'), 'Admin#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again in 14 minutes');
  });

  it('goes to /apphome after a successful sign-in', async () => {
    jest.spyOn(authApi, 'login').mockResolvedValue({
      kind: 'ok',
      data: {
        status: 'OK',
        session: { sid: 'a', srm: 'b', scd: 'c', expires_at: new Date(Date.now() + 60_000).toISOString() },
      },
    });
    renderPage();
    await userEvent.selectOptions(screen.getByLabelText('Country'), '27');
    await userEvent.type(screen.getByLabelText('Mobile number'), '0821234567');
    await userEvent.type(screen.getByLabelText('Password'), 'Admin#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByText('app home')).toBeInTheDocument());
  });
});
