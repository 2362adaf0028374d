/** Splitting the rows into import batches and turning each batch's answer into result rows. Pure. */
import type { ImportResult, ImportRow } from '@times/shared-sdk';
import { EmployeeLimits, EmployeeStatus } from '@times/shared-sdk/app';

/** Status of a sent row the server's answer did not include (not in the spec). */
export const NO_RESULT_STATUS = 'NO_RESULT';

/** Consecutive batches of `size` rows (the last one may be shorter); none for no rows. */
export function toBatches<T>(rows: readonly T[], size: number = EmployeeLimits.IMPORT_BATCH): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Batch size must be a positive integer, got ${size}`);
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}

/** The result rows of a batch the server answered: each sent row with its status, in order. */
export function answeredBatch(
  sent: readonly ImportRow[],
  answered: readonly ImportResult[] | undefined,
): ImportResult[] {
  // Array.isArray narrows a readonly array to any[]: say again what the server's answer holds.
  const list: readonly ImportResult[] = Array.isArray(answered) ? (answered as readonly ImportResult[]) : [];
  return sent.map((row, index) => {
    const result = list[index];
    return result
      ? { ...row, ...result, status: String(result.status ?? NO_RESULT_STATUS) }
      : { ...row, status: NO_RESULT_STATUS };
  });
}

/** The result rows of a batch that failed as a whole: every row carries the batch's status. */
export function failedBatch(sent: readonly ImportRow[], status: string): ImportResult[] {
  return sent.map((row) => ({ ...row, status }));
}

export const isImported = (result: { status: string }): boolean => result.status === EmployeeStatus.SUCCESS;

export const countImported = (results: readonly { status: string }[]): number =>
  results.reduce((n, r) => (isImported(r) ? n + 1 : n), 0);
