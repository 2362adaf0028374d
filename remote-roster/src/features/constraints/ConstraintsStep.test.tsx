import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Sortable from 'sortablejs';
import type { SortableEvent, SortableOptions } from 'sortablejs';
import { ThemeRoot } from '@times/shared-sdk';
import type { RosterRule } from '@times/shared-sdk';
import { rosterSetupApi } from '@times/shared-sdk/app';
import type { OutcomeOf } from '@times/shared-sdk/testing';
import type { StepAccess } from '../shift-wizard/shiftStep';
import { ConstraintsStep } from './ConstraintsStep';

jest.mock('sortablejs', () => ({ __esModule: true, default: { create: jest.fn() } }));

const create = Sortable.create as jest.MockedFunction<typeof Sortable.create>;

const shift = { std: 'S1', sftd: 'F1', siteName: 'North', shiftName: 'Day', isCreate: 1 as const, isView: 1 as const };
const edit: StepAccess = { mode: 'edit', canAdd: true, canChange: true };
const view: StepAccess = { mode: 'view', canAdd: false, canChange: false };

const CATALOGUE: RosterRule[] = [
  { id: 1, rule_id: 'MAX_CONSECUTIVE', name: 'Maximum consecutive days', abbr: 'MCD' },
  { id: 2, rule_id: 'MIN_REST', name: 'Minimum rest days', abbr: 'MRD' },
  { id: 5, rule_id: 'HOUR_TARGETS', name: 'Hour targets', abbr: 'HRT' },
  { id: 7, rule_id: 'COMPLETE_WEEKENDS', name: 'Complete weekends', abbr: 'CWE' },
];
const byId = (id: number) => CATALOGUE.find((rule) => rule.id === id)!;
const ok = <T extends object>(data: T) => Promise.resolve({ kind: 'ok' as const, data: { status: 'OK', ...data } });

/** A server holding the shift's assigned rule ids in priority order, with mock-api's add and delete rules. */
function fakeServer(order: number[]) {
  const rules = jest.spyOn(rosterSetupApi, 'rules').mockImplementation(() =>
    ok({
      // Sent out of order: the screen sorts by priority.
      assigned_rules: order.map((id, index) => ({ ...byId(id), priority: index + 1 })).reverse(),
      unused_rules: CATALOGUE.filter((rule) => !order.includes(rule.id)),
    }),
  );
  const addRule = jest.spyOn(rosterSetupApi, 'addRule').mockImplementation((_shift, id, priority) => {
    const rest = order.filter((other) => other !== id);
    rest.splice(Math.min(Math.max(priority, 1), rest.length + 1) - 1, 0, id);
    order.splice(0, order.length, ...rest);
    return ok({});
  });
  const removeRule = jest.spyOn(rosterSetupApi, 'removeRule').mockImplementation((_shift, id) => {
    order.splice(order.indexOf(id), 1);
    return ok({});
  });
  return { rules, addRule, removeRule };
}

function renderStep(access = edit) {
  const onSaved = jest.fn();
  const { unmount } = render(
    <ThemeRoot>
      <ConstraintsStep shift={shift} access={access} onSaved={onSaved} />
    </ThemeRoot>,
  );
  return { onSaved, unmount, user: userEvent.setup() };
}

const list = (name: string) => screen.getByRole('list', { name });
const names = (name: string) =>
  within(list(name))
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
/** The Sortable options the screen created for a list. */
const sortableOf = (name: string): SortableOptions => {
  const call = create.mock.calls.find(([element]) => element === list(name));
  if (!call) throw new Error(`no Sortable on ${name}`);
  return call[1]!;
};

beforeEach(() => {
  create.mockImplementation(() => ({ option: jest.fn(), destroy: jest.fn() }) as unknown as Sortable);
});
afterEach(() => {
  jest.restoreAllMocks();
  create.mockReset();
});

describe('ConstraintsStep', () => {
  it('lists the available rules and the assigned ones in priority order, with number, name and abbreviation', async () => {
    const { rules } = fakeServer([5, 1]);
    renderStep();
    await screen.findByRole('list', { name: 'Assigned rules' });
    expect(rules).toHaveBeenCalledWith(
      { std: 'S1', sftd: 'F1' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(names('Assigned rules')).toEqual(['Hour targets', 'Maximum consecutive days']);
    expect(names('Available rules')).toEqual(['Minimum rest days', 'Complete weekends']);
    const first = within(list('Assigned rules')).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent(/^1Hour targetsHRT/);
    expect(within(list('Assigned rules')).getByText('Drag rules here')).toBeInTheDocument();
  });

  it("'Assign' adds the rule at the number assigned + 1, reports the save and reloads", async () => {
    const { rules, addRule } = fakeServer([5, 1]);
    const { onSaved, user } = renderStep();
    await user.click(await screen.findByRole('button', { name: 'Assign Complete weekends' }));
    await waitFor(() =>
      expect(names('Assigned rules')).toEqual(['Hour targets', 'Maximum consecutive days', 'Complete weekends']),
    );
    expect(addRule).toHaveBeenCalledWith(
      { std: 'S1', sftd: 'F1' },
      7,
      3,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(rules).toHaveBeenCalledTimes(2);
    expect(names('Available rules')).toEqual(['Minimum rest days']);
  });

  it('assigns the first rule at priority 1', async () => {
    const { addRule } = fakeServer([]);
    const { user } = renderStep();
    await user.click(await screen.findByRole('button', { name: 'Assign Hour targets' }));
    await waitFor(() => expect(names('Assigned rules')).toEqual(['Hour targets']));
    expect(addRule.mock.calls[0]!.slice(1, 3)).toEqual([5, 1]);
  });

  it('moves a rule up and down by re-adding it at the neighbour priority; the ends cannot move further', async () => {
    const { addRule } = fakeServer([5, 1, 2]);
    const { onSaved, user } = renderStep();
    expect(await screen.findByRole('button', { name: 'Move Hour targets up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Minimum rest days down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Minimum rest days up' }));
    await waitFor(() =>
      expect(names('Assigned rules')).toEqual(['Hour targets', 'Minimum rest days', 'Maximum consecutive days']),
    );
    expect(addRule.mock.calls[0]!.slice(1, 3)).toEqual([2, 2]);
    await user.click(screen.getByRole('button', { name: 'Move Hour targets down' }));
    await waitFor(() =>
      expect(names('Assigned rules')).toEqual(['Minimum rest days', 'Hour targets', 'Maximum consecutive days']),
    );
    expect(addRule.mock.calls[1]!.slice(1, 3)).toEqual([5, 2]);
    expect(onSaved).toHaveBeenCalledTimes(2);
  });

  it("removes a rule after confirming 'Remove {rule} ?' (Cancel keeps it)", async () => {
    const { removeRule } = fakeServer([5, 1]);
    const { onSaved, user } = renderStep();
    await user.click(await screen.findByRole('button', { name: 'Remove Hour targets' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove Hour targets ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removeRule).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove Hour targets' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Hour targets ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(names('Assigned rules')).toEqual(['Maximum consecutive days']));
    expect(removeRule).toHaveBeenCalledWith({ std: 'S1', sftd: 'F1' }, 5, expect.anything());
    expect(names('Available rules')).toContain('Hour targets');
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('a drop from the available list is undone in the DOM and sent at the priority of the rule it landed before', async () => {
    const { addRule } = fakeServer([5, 1]);
    renderStep();
    await screen.findByRole('list', { name: 'Assigned rules' });
    expect(sortableOf('Available rules')).toMatchObject({
      group: { name: 'roster-rules', pull: true, put: false },
      sort: false,
      forceFallback: true,
      fallbackOnBody: true,
    });
    expect(sortableOf('Assigned rules')).toMatchObject({
      group: { name: 'roster-rules', pull: false, put: true },
      sort: true,
    });

    // What Sortable does: moves the 'Complete weekends' item before 'Maximum consecutive days'.
    const from = list('Available rules');
    const to = list('Assigned rules');
    const item = within(from).getByRole('listitem', { name: 'Complete weekends' });
    const target = within(to).getByRole('listitem', { name: 'Maximum consecutive days' });
    to.insertBefore(item, target);
    act(() =>
      sortableOf('Assigned rules').onAdd!({
        item,
        from,
        to,
        oldIndex: 1,
        newIndex: 1,
        newDraggableIndex: 1,
      } as unknown as SortableEvent),
    );

    // Undone at once: React's nodes are back where React put them.
    expect(item.parentElement).toBe(from);
    expect(within(from).getAllByRole('listitem')[1]).toBe(item);
    await waitFor(() =>
      expect(names('Assigned rules')).toEqual(['Hour targets', 'Complete weekends', 'Maximum consecutive days']),
    );
    expect(addRule.mock.calls[0]!.slice(1, 3)).toEqual([7, 2]);
  });

  it('a drop on the drop zone appends; a move inside the assigned list re-adds at the new place', async () => {
    const { addRule } = fakeServer([5, 1]);
    renderStep();
    await screen.findByRole('list', { name: 'Assigned rules' });
    const from = list('Available rules');
    const to = list('Assigned rules');
    const item = within(from).getByRole('listitem', { name: 'Minimum rest days' });
    to.insertBefore(item, within(to).getByText('Drag rules here'));
    act(() =>
      sortableOf('Assigned rules').onAdd!({
        item,
        from,
        to,
        oldIndex: 0,
        newIndex: 2,
        newDraggableIndex: 2,
      } as unknown as SortableEvent),
    );
    expect(item.parentElement).toBe(from);
    await waitFor(() =>
      expect(names('Assigned rules')).toEqual(['Hour targets', 'Maximum consecutive days', 'Minimum rest days']),
    );
    expect(addRule.mock.calls[0]!.slice(1, 3)).toEqual([2, 3]);

    // 'Hour targets' (1st) moved after 'Maximum consecutive days'.
    const moved = within(to).getByRole('listitem', { name: 'Hour targets' });
    to.insertBefore(moved, within(to).getByRole('listitem', { name: 'Minimum rest days' }));
    act(() =>
      sortableOf('Assigned rules').onUpdate!({
        item: moved,
        from: to,
        to,
        oldIndex: 0,
        newIndex: 1,
        newDraggableIndex: 1,
      } as unknown as SortableEvent),
    );
    expect(within(to).getAllByRole('listitem')[0]).toBe(moved);
    await waitFor(() =>
      expect(names('Assigned rules')).toEqual(['Maximum consecutive days', 'Hour targets', 'Minimum rest days']),
    );
    expect(addRule.mock.calls[1]!.slice(1, 3)).toEqual([5, 2]);
  });

  it('disables dragging and the buttons while a change is in flight, and shows a refusal', async () => {
    fakeServer([5]);
    let answer: (outcome: OutcomeOf<typeof rosterSetupApi.addRule>) => void = () => undefined;
    jest.spyOn(rosterSetupApi, 'addRule').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { onSaved, user } = renderStep();
    await user.click(await screen.findByRole('button', { name: 'Assign Complete weekends' }));
    const instances = create.mock.results.map((result) => result.value as { option: jest.Mock });
    for (const instance of instances) expect(instance.option).toHaveBeenLastCalledWith('disabled', true);
    expect(screen.getByRole('button', { name: 'Assign Minimum rest days' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Hour targets' })).toBeDisabled();

    await act(async () => answer({ kind: 'error', status: 'INVALID_USER_RIGHTS', message: 'Invalid user rights' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user rights');
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Assign Minimum rest days' })).toBeEnabled();
    for (const instance of instances) expect(instance.option).toHaveBeenLastCalledWith('disabled', false);
    expect(names('Assigned rules')).toEqual(['Hour targets']);
  });

  it('view mode shows both lists without buttons, drop zone or dragging', async () => {
    fakeServer([5]);
    renderStep(view);
    await screen.findByRole('list', { name: 'Assigned rules' });
    expect(names('Assigned rules')).toEqual(['Hour targets']);
    expect(names('Available rules')).toHaveLength(3);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Drag rules here')).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('view mode says when no rule is assigned', async () => {
    fakeServer([]);
    renderStep(view);
    expect(await screen.findByText('No rules assigned')).toBeInTheDocument();
  });

  it('without rights shows only the no-rights text and calls nothing', () => {
    const { rules } = fakeServer([]);
    renderStep({ mode: 'none', canAdd: false, canChange: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid user rights, please contact your administrator');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(rules).not.toHaveBeenCalled();
  });

  it('shows a load error', async () => {
    jest
      .spyOn(rosterSetupApi, 'rules')
      .mockResolvedValue({ kind: 'error', status: 'INVALID_SHIFT_DETAILS', message: 'Invalid shift details' });
    renderStep();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid shift details');
  });

  it('creates Sortable on both lists and destroys it on unmount', async () => {
    fakeServer([5]);
    const { unmount } = renderStep();
    await screen.findByRole('list', { name: 'Assigned rules' });
    const instances = create.mock.results.map((result) => result.value as { destroy: jest.Mock });
    expect(instances).toHaveLength(2);
    for (const instance of instances) expect(instance.destroy).not.toHaveBeenCalled();
    unmount();
    for (const instance of instances) expect(instance.destroy).toHaveBeenCalledTimes(1);
  });
});
