import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot, authApi, authMessages, cacheCountries } from '@times/shared-sdk';
import { throttled } from '../../testing/throttled';
import { SignUpPage } from './SignUpPage';

function renderPage() {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/approot/signup']}>
        <SignUpPage />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('Name'), 'Lerato');
  await userEvent.type(screen.getByLabelText('Surname'), 'Nkosi');
  await userEvent.type(screen.getByLabelText('Date of birth'), '1991-06-15');
  await userEvent.click(screen.getByLabelText('Female'));
  await userEvent.selectOptions(screen.getByLabelText('Country'), '27');
  await userEvent.type(screen.getByLabelText('Mobile number'), '0831234567');
  await userEvent.type(screen.getByLabelText('Password'), 'Lerato#77');
  await userEvent.type(screen.getByLabelText('Retype password'), 'Lerato#77');
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('SignUpPage', () => {
  beforeEach(() => {
    localStorage.clear();
    cacheCountries([{ id: 1, c_nm: 'South Africa', c_code: '27', crnc_code: 'ZAR' }]);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows how long to wait when the server throttles the registration', async () => {
    jest.spyOn(authApi, 'register').mockResolvedValue(throttled(authMessages.register, 3600));
    renderPage();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again in 60 minutes');
  });

  it('shows how long to wait when the server throttles the OTP guesses', async () => {
    jest.spyOn(authApi, 'register').mockResolvedValue({
      kind: 'ok',
      data: {
        status: 'OK',
        session: { sid: 'a', srm: 'b', scd: 'c', expires_at: new Date(Date.now() + 60_000).toISOString() },
        dt_eotp: new Date(Date.now() + 300_000).toISOString(),
      },
    });
    jest.spyOn(authApi, 'verifyOtp').mockResolvedValue(throttled(authMessages.verifyOtp, 1500));
    renderPage();
    await fillAndSubmit();
    await userEvent.type(await screen.findByLabelText('OTP'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again in 25 minutes');
  });
});
