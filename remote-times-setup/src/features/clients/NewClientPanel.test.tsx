import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import { clientsApi } from '@times/shared-sdk/app';
import { NewClientPanel } from './NewClientPanel';

describe('NewClientPanel', () => {
  afterEach(() => jest.restoreAllMocks());

  it('adds the client with every write field of the spec, clnt_status 5 (active) included', async () => {
    const add = jest.spyOn(clientsApi, 'add').mockResolvedValue({ kind: 'ok', data: { status: 'OK', cntd: 'C1' } });
    const onCreated = jest.fn();
    render(
      <ThemeRoot>
        <NewClientPanel types={[{ id: 1, tpd: 'T1', name: 'Retail' }]} onCreated={onCreated} />
      </ThemeRoot>,
    );
    await userEvent.type(screen.getByLabelText('Client name'), ' Gold Reef ');
    await userEvent.selectOptions(screen.getByLabelText('Client type'), 'T1');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-03-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(add).toHaveBeenCalledWith(
      { name: 'Gold Reef', clnt_tpd: 'T1', dt_started: '2026-03-01', clnt_status: 5 },
      expect.anything(),
    );
  });
});
