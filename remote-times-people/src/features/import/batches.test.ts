import type { ImportRow } from '@times/shared-sdk';
import { NO_RESULT_STATUS, answeredBatch, countImported, failedBatch, toBatches } from './batches';

const row = (n: number): ImportRow => ({
  name: `N${n}`,
  surname: `S${n}`,
  date_of_birth: '1990-01-01',
  mobile: '0820000000',
  gender: '1',
  employee_number: `E${n}`,
  isIDOrPass: '1',
  idOrPass: `${n}`,
});
const rows = (count: number) => Array.from({ length: count }, (_, n) => row(n));

describe('toBatches', () => {
  it('splits into batches of 100 with a shorter last batch', () => {
    const batches = toBatches(rows(250));
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(batches[2]?.[0]?.name).toBe('N200');
    expect(batches.flat()).toEqual(rows(250));
  });

  it('gives exact batches, one short batch, or none', () => {
    expect(toBatches(rows(200)).map((b) => b.length)).toEqual([100, 100]);
    expect(toBatches(rows(1)).map((b) => b.length)).toEqual([1]);
    expect(toBatches([])).toEqual([]);
    expect(toBatches(rows(7), 3).map((b) => b.length)).toEqual([3, 3, 1]);
  });

  it('refuses a batch size that is not a positive integer', () => {
    expect(() => toBatches(rows(3), 0)).toThrow(RangeError);
    expect(() => toBatches(rows(3), 1.5)).toThrow(RangeError);
  });
});

describe('batch results', () => {
  it('takes each row status of an answered batch', () => {
    const sent = rows(3);
    const answered = answeredBatch(sent, [
      { ...sent[0]!, status: 'SUCCESS' },
      { ...sent[1]!, status: 'EMPLOYEE_WITH_SAME_DETAILS_EXIST' },
      { ...sent[2]!, status: 'SUCCESS' },
    ]);
    expect(answered.map((r) => r.status)).toEqual(['SUCCESS', 'EMPLOYEE_WITH_SAME_DETAILS_EXIST', 'SUCCESS']);
    expect(countImported(answered)).toBe(2);
  });

  it('keeps the sent rows the answer left out, with a status of their own', () => {
    const sent = rows(2);
    const answered = answeredBatch(sent, [{ ...sent[0]!, status: 'SUCCESS' }]);
    expect(answered).toEqual([
      { ...sent[0], status: 'SUCCESS' },
      { ...sent[1], status: NO_RESULT_STATUS },
    ]);
    expect(answeredBatch(sent, undefined).every((r) => r.status === NO_RESULT_STATUS)).toBe(true);
  });

  it('marks every row of a failed batch with its status', () => {
    const sent = rows(3);
    const failed = failedBatch(sent, 'NETWORK_ERROR');
    expect(failed).toEqual(sent.map((r) => ({ ...r, status: 'NETWORK_ERROR' })));
    expect(countImported(failed)).toBe(0);
  });
});
