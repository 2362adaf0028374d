import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot, authApi, authMessages, cacheCountries } from '@times/shared-sdk';
import { throttled } from '../../testing/throttled';
import { ForgotPasswordPage } from './ForgotPasswordPage';

function renderPage() {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/approot/forgotpassword']}>
        <ForgotPasswordPage />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

async function requestCode() {
  await userEvent.selectOptions(screen.getByLabelText('Country'), '27');
  await userEvent.type(screen.getByLabelText('Mobile number'), '0821234567');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('ForgotPasswordPage', () => {
  beforeEach(() => {
    localStorage.clear();
    cacheCountries([{ id: 1, c_nm: 'South Africa', c_code: '27', crnc_code: 'ZAR' }]);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows how long to wait when the server throttles the reset requests', async () => {
    jest.spyOn(authApi, 'forgotPassword').mockResolvedValue(throttled(authMessages.forgotPassword, 3540));
    renderPage();
    await requestCode();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again in 59 minutes');
  });

  it('shows how long to wait when the server throttles the reset codes', async () => {
    jest.spyOn(authApi, 'forgotPassword').mockResolvedValue({
      kind: 'ok',
      data: {
        status: 'OK',
        rfd: 'a',
        rfdd: 'b',
        tmd: 'c',
        tmddc: 'd',
        dt_eotp: new Date(Date.now() + 300_000).toISOString(),
      },
    });
    jest.spyOn(authApi, 'newPassword').mockResolvedValue(throttled(authMessages.newPassword, 60));
    renderPage();
    await requestCode();
    await userEvent.type(await screen.findByLabelText('OTP'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'NewPass#2');
    await userEvent.type(screen.getByLabelText('Retype password'), 'NewPass#2');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again in 1 minute');
  });
});
