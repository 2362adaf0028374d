import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeRoot } from '@times/shared-sdk';
import { appsApi } from '@times/shared-sdk/app';
import { NewAppPage } from './NewAppPage';

function HomeProbe() {
  const location = useLocation();
  return <p>app home {JSON.stringify(location.state)}</p>;
}

const renderPage = () =>
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/apphome/homenewapp']}>
        <Routes>
          <Route path="/apphome/homenewapp" element={<NewAppPage />} />
          <Route path="/apphome" element={<HomeProbe />} />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );

describe('NewAppPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('creates an own app: validation messages, then add, confirm with apd/apdd, back to the home', async () => {
    const addApp = jest
      .spyOn(appsApi, 'addApp')
      .mockResolvedValue({ kind: 'ok', data: { status: 'OK', apd: 'A1', apdd: 'A2' } });
    const confirmApp = jest.spyOn(appsApi, 'confirmApp').mockResolvedValue({ kind: 'ok', data: { status: 'OK' } });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Create times app' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Own App/ }));
    await userEvent.type(screen.getByLabelText('App name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Create app' }));
    expect(await screen.findByText('Valid app name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid description required')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('App name'));
    await userEvent.type(screen.getByLabelText('App name'), 'y'.repeat(96));
    await userEvent.click(screen.getByRole('button', { name: 'Create app' }));
    expect(await screen.findByText('App name is too long')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('App name'));
    await userEvent.type(screen.getByLabelText('App name'), 'My Times');
    await userEvent.type(screen.getByLabelText('Description'), 'Just me');
    await userEvent.type(screen.getByLabelText('Tags (optional, separated by commas)'), 'a, b');
    await userEvent.click(screen.getByRole('button', { name: 'Create app' }));
    await waitFor(() => expect(screen.getByText(/app home/)).toBeInTheDocument());
    expect(addApp.mock.calls[0]?.[0]).toMatchObject({
      app_nm: 'My Times',
      is_own_app: 1,
      tags: [{ t_nm: 'a' }, { t_nm: 'b' }],
    });
    expect(confirmApp.mock.calls[0]?.[0]).toEqual({ ad: 'A1', add: 'A2' });
    expect(screen.getByText(/following/)).toBeInTheDocument();
  });

  it('shows the server message and keeps the form when the name exists', async () => {
    jest
      .spyOn(appsApi, 'addApp')
      .mockResolvedValue({ kind: 'error', status: 'APP_NAME_EXIST', message: 'App name already exist' });
    const confirmApp = jest.spyOn(appsApi, 'confirmApp');
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: /Own App/ }));
    await userEvent.type(screen.getByLabelText('App name'), 'Taken');
    await userEvent.type(screen.getByLabelText('Description'), 'Something');
    await userEvent.click(screen.getByRole('button', { name: 'Create app' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('App name already exist');
    expect(screen.getByLabelText('App name')).toHaveValue('Taken');
    expect(confirmApp).not.toHaveBeenCalled();
  });

  it('switches to New organization when the user has none, and uses the added organization', async () => {
    const organizations = jest
      .spyOn(appsApi, 'organizations')
      .mockResolvedValueOnce({ kind: 'ok', data: { status: 'OK', companies: [] } })
      .mockResolvedValueOnce({ kind: 'ok', data: { status: 'OK', companies: [{ id: 7, c_nm: 'Acme', cmpd: 'C7' }] } });
    jest.spyOn(appsApi, 'addOrganization').mockResolvedValue({ kind: 'ok', data: { status: 'OK', cmpd: 'C7' } });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: /Organization App/ }));
    expect(await screen.findByRole('tab', { name: 'New organization' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(screen.getByLabelText('Organization name'), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Add organization' }));
    expect(await screen.findByText('Organization: Acme')).toBeInTheDocument();
    expect(organizations).toHaveBeenCalledTimes(2);
  });

  it('Close returns to the app home', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText(/app home/)).toBeInTheDocument();
  });
});
