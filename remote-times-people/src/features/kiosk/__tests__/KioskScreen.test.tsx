import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot } from '@times/shared-sdk';
import type { ClockRequest } from '@times/shared-sdk';
import { attendanceApi } from '@times/shared-sdk/app';
import type { OutcomeOf } from '@times/shared-sdk/testing';
import { KioskScreen } from '../KioskScreen';
import type { FaceKiosk } from '../FaceKiosk';

// The camera is a button here: 'Show Thabo's face' plays a recognised face (FaceKiosk's onMatch).
jest.mock('../FaceKiosk', () => ({
  FaceKiosk: ({ employees, paused, quiet, onMatch }: Parameters<typeof FaceKiosk>[0]) => (
    <button
      type="button"
      disabled={paused}
      onClick={() => {
        const thabo = employees.find((employee) => employee.empd === 'EMP-1')!;
        if (!quiet(thabo.empd)) onMatch(thabo, 'data:image/jpeg;base64,AAAA');
      }}
    >
      Show Thabo's face
    </button>
  ),
}));

const api = attendanceApi as jest.Mocked<typeof attendanceApi>;
const SITE = 'siteOfKiosk0001';
const THABO = {
  empd: 'EMP-1',
  name: 'Thabo',
  surname: 'Nkosi',
  employee_number: 'E1001',
  clocked_in: 0 as const,
  descriptors: [],
};
const ANNA = {
  empd: 'EMP-2',
  name: 'Anna',
  surname: 'Smith',
  employee_number: '',
  clocked_in: 0 as const,
  descriptors: [],
};

const kiosk: OutcomeOf<typeof attendanceApi.kiosk> = {
  kind: 'ok',
  data: { status: 'OK', site: { sd: SITE, name: 'Pretoria Central' }, employees: [THABO, ANNA] },
};
const recorded = (request: ClockRequest, late: 0 | 1 = 0): OutcomeOf<typeof attendanceApi.clock> => ({
  kind: 'ok',
  data: {
    status: 'OK',
    clock: { ref: request.ref, kind: request.kind, at: request.at, sftd: 'S1', shift: 'Day', late },
  },
});
const away: OutcomeOf<typeof attendanceApi.clock> = { kind: 'error', status: 'NETWORK_ERROR', message: 'No network' };

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(attendanceApi, 'kiosk').mockResolvedValue(kiosk);
  jest.spyOn(attendanceApi, 'clock').mockReset();
});
afterEach(() => jest.restoreAllMocks());

function renderKiosk() {
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[`/apptimes/kiosk/${SITE}`]}>
        <Routes>
          <Route path="/apptimes/kiosk/:std" element={<KioskScreen />} />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
}

async function enter(number: string) {
  const field = await screen.findByLabelText('Employee number');
  await userEvent.clear(field);
  await userEvent.type(field, number);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const sent = (): ClockRequest[] => api.clock.mock.calls.map(([request]) => request);

describe('the kiosk', () => {
  it('clocks an employee in by their number after they confirm, then offers them a clock-out', async () => {
    api.clock.mockImplementation(async (request) => recorded(request));
    renderKiosk();
    expect(await screen.findByRole('heading', { name: 'Kiosk: Pretoria Central' })).toBeTruthy();
    await enter(' e1001 ');
    expect(screen.getByRole('dialog', { name: 'Clock in Thabo Nkosi?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const [request] = sent();
    expect(request).toMatchObject({ std: SITE, empd: 'EMP-1', kind: 'in', method: 'number', photo: '' });
    expect(request!.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(Math.abs(Date.parse(request!.instant) - Date.now())).toBeLessThan(60_000);
    expect(await screen.findByText(`Thabo Nkosi clocked in at ${request!.at.slice(11)}`)).toBeTruthy();
    await enter('E1001');
    expect(screen.getByRole('dialog', { name: 'Clock out Thabo Nkosi?' })).toBeTruthy();
  });

  it('tells a late clock-in, and refuses a number nobody of the site has, or an empty one', async () => {
    api.clock.mockImplementation(async (request) => recorded(request, 1));
    renderKiosk();
    await enter('E9999');
    expect(await screen.findByText('No employee of this site has that number')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.clear(screen.getByLabelText('Employee number'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your employee number')).toBeTruthy();
    await enter('E1001');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Thabo Nkosi clocked in at \d{2}:\d{2} \(late\)/)).toBeTruthy();
  });

  it('records nothing when the employee cancels', async () => {
    renderKiosk();
    await enter('E1001');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.clock).not.toHaveBeenCalled();
  });

  it('keeps a record made while the API is away and sends it, with its own time and ref, when it is back', async () => {
    api.clock.mockResolvedValue(away);
    renderKiosk();
    await enter('E1001');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Thabo Nkosi: saved on this device. It will be sent when the connection returns.'),
    ).toBeTruthy();
    expect(screen.getByText('Waiting to send: 1')).toBeTruthy();
    // A reload of the page does not lose it.
    expect(JSON.parse(window.localStorage.getItem(`times.kiosk.queue.${SITE}`) ?? '[]')).toHaveLength(1);
    api.clock.mockImplementation(async (request) => recorded(request));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('Waiting to send: 1')).toBeNull());
    const [first, again] = sent();
    expect(again).toEqual(first);
    expect(await screen.findByText(`Thabo Nkosi clocked in at ${first!.at.slice(11)}`)).toBeTruthy();
    expect(window.localStorage.getItem(`times.kiosk.queue.${SITE}`)).toBe('[]');
  });

  it('clocks a recognised face after they confirm, with its photo, and leaves them alone for a while', async () => {
    api.clock.mockImplementation(async (request) => recorded(request));
    renderKiosk();
    await userEvent.click(await screen.findByRole('button', { name: "Show Thabo's face" }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(sent()[0]).toMatchObject({
      empd: 'EMP-1',
      kind: 'in',
      method: 'face',
      photo: 'data:image/jpeg;base64,AAAA',
    });
    await screen.findByText(/Thabo Nkosi clocked in at/);
    // Still in front of the camera: not asked again at once.
    await userEvent.click(screen.getByRole('button', { name: "Show Thabo's face" }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The number still works for them.
    await enter('E1001');
    expect(screen.getByRole('dialog', { name: 'Clock out Thabo Nkosi?' })).toBeTruthy();
  });

  it('tells a record the API refuses for good, and drops it from the queue', async () => {
    api.clock.mockResolvedValue({
      kind: 'error',
      status: 'EMPLOYEE_DOES_NOT_EXIST',
      message: 'Employee does not exist',
    });
    renderKiosk();
    await enter('E1001');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Not recorded for Thabo Nkosi: Employee does not exist')).toBeTruthy();
    expect(screen.queryByText(/Waiting to send/)).toBeNull();
  });
});
