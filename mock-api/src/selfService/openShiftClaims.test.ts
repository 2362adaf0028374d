/**
 * Claims of open shifts as requests (issue 34): one that waits is kept once per place (sent again, the same one);
 * past the limit of the roster a claim that waits is refused, claims of other rosters and decided ones not counting;
 * a claim taken at once is kept approved by Times, and one taken while the employee's claim of it waits is that claim.
 */
import { emptyState } from '../store/types';
import { addClaim, claimsOnRoster } from './openShiftClaims';
import type { NewClaim } from './openShiftClaims';

const PLACE = { std: 'S1', sftd: 'F1', rstd: 'R1', rld: 'P1' };
const ask = (more: Partial<NewClaim> = {}): NewClaim => ({
  appId: 'A',
  emd: 'E1',
  place: PLACE,
  date: '2026-12-13',
  nowIso: '2026-12-07T06:00:00.000Z',
  ...more,
});

describe('addClaim', () => {
  it('keeps a waiting claim once per place, and refuses one past the roster’s limit', () => {
    const state = emptyState();
    const first = addClaim(state, ask({ limit: 2 }));
    expect(first).toMatchObject({ kind: 'added', record: { kind: 'open_shift', state: 'pending', place: PLACE } });
    expect(addClaim(state, ask({ limit: 2 }))).toMatchObject({
      kind: 'same',
      record: { rqd: first.kind === 'added' ? first.record.rqd : '' },
    });
    expect(addClaim(state, ask({ limit: 2, date: '2026-12-14' }))).toMatchObject({ kind: 'added' });
    expect(addClaim(state, ask({ limit: 2, date: '2026-12-15' }))).toEqual({ kind: 'limit' });
    // Another roster's claims, another employee's, and a declined one do not count.
    expect(addClaim(state, ask({ limit: 2, place: { ...PLACE, rstd: 'R2' } }))).toMatchObject({ kind: 'added' });
    expect(addClaim(state, ask({ limit: 2, emd: 'E2' }))).toMatchObject({ kind: 'added' });
    state.time_off_requests[0]!.state = 'declined';
    expect(
      claimsOnRoster(
        state.time_off_requests.filter((one) => one.emd === 'E1'),
        'R1',
      ),
    ).toBe(1);
    expect(addClaim(state, ask({ limit: 2, date: '2026-12-15' }))).toMatchObject({ kind: 'added' });
  });

  it('keeps a claim taken at once approved by Times, and one taken while it waits is that claim', () => {
    const state = emptyState();
    const taken = addClaim(state, ask({ taken: true, date: '2026-12-12' }));
    expect(taken).toMatchObject({
      kind: 'added',
      record: {
        state: 'approved',
        decisions: [{ by: 'Times', action: 'approved', before: 'pending', after: 'approved' }],
      },
    });
    const waiting = addClaim(state, ask());
    const rqd = waiting.kind === 'added' ? waiting.record.rqd : '';
    expect(addClaim(state, ask({ taken: true }))).toMatchObject({ kind: 'added', record: { rqd, state: 'approved' } });
    expect(state.time_off_requests).toHaveLength(2);
  });
});
