import type { KioskEmployee } from '@times/shared-sdk';
import { MATCH_DISTANCE, MATCH_MARGIN, matchFace } from '../matchFace';

/** A unit-length-ish descriptor pointing along axis `axis`, moved by `by` along axis `axis + 1`. */
const descriptor = (axis: number, by = 0): number[] => {
  const values = Array.from({ length: 128 }, () => 0);
  values[axis] = 1;
  values[axis + 1] = by;
  return values;
};
const employee = (empd: string, descriptors: number[][]): KioskEmployee => ({
  empd,
  name: empd,
  surname: 'Test',
  employee_number: '',
  clocked_in: 0,
  descriptors,
});

describe('matching a face among the site’s employees', () => {
  const thabo = employee('thabo', [descriptor(0, 0.9), descriptor(0)]);
  const anna = employee('anna', [descriptor(10)]);
  const notEnrolled = employee('sipho', []);

  it('takes the employee whose nearest descriptor is near enough and clearly nearest', () => {
    const seen = descriptor(0, 0.2);
    const found = matchFace(seen, [notEnrolled, anna, thabo]);
    expect(found).toMatchObject({ kind: 'match', employee: { empd: 'thabo' } });
    if (found.kind === 'match') expect(found.distance).toBeCloseTo(0.2, 5);
  });

  it('refuses a face nobody is near enough to, however near it is to one of them', () => {
    expect(matchFace(descriptor(0, -MATCH_DISTANCE), [thabo, anna])).toEqual({ kind: 'unknown' });
    expect(matchFace(descriptor(0, -MATCH_DISTANCE + 0.01), [thabo, anna])).toMatchObject({ kind: 'match' });
    expect(matchFace(descriptor(50), [thabo, anna])).toEqual({ kind: 'unknown' });
    expect(matchFace(descriptor(0), [notEnrolled])).toEqual({ kind: 'unknown' });
    expect(matchFace(descriptor(0), [])).toEqual({ kind: 'unknown' });
  });

  it('refuses a face two employees are about as near to, rather than guess', () => {
    const twin = employee('twin', [descriptor(0, 0.3)]);
    // 0.15 from Thabo, 0.15 from his twin.
    expect(matchFace(descriptor(0, 0.15), [thabo, twin])).toEqual({ kind: 'ambiguous' });
    // Nearer to Thabo by more than the margin: his.
    const nearThabo = descriptor(0, 0.15 - MATCH_MARGIN);
    expect(matchFace(nearThabo, [thabo, twin])).toMatchObject({ kind: 'match', employee: { empd: 'thabo' } });
  });
});
