/**
 * The import runner: sends the rows in batches of 100, one after the other. A batch that fails
 * (network error or a status other than OK) marks its own rows with that status and the run goes
 * on with the next batch; nothing of the other batches is lost. An aborted signal, a cancelled
 * call or an invalid session stops the run.
 */
import type { ApiOutcome, ImportResponse, ImportResult, ImportRow } from '@times/shared-sdk';
import { Status, messages } from '@times/shared-sdk';
import { EmployeeLimits } from '@times/shared-sdk/app';
import { answeredBatch, countImported, failedBatch, toBatches } from './batches';

export type ImportCall = (rows: ImportRow[], signal: AbortSignal) => Promise<ApiOutcome<ImportResponse>>;

export interface BatchFailure {
  /** The batch's number, from 0. */
  batch: number;
  status: string;
  message: string;
}

export interface BatchReport {
  batch: number;
  results: ImportResult[];
  failure: BatchFailure | null;
  /** Rows answered so far (this batch included) and in all. */
  done: number;
  total: number;
}

export interface ImportSummary {
  total: number;
  /** Rows answered (successfully or not) before the run ended. */
  done: number;
  /** Rows with status SUCCESS. */
  imported: number;
  failures: BatchFailure[];
  /** The run was stopped (aborted, cancelled, invalid session) before the last batch. */
  stopped: boolean;
}

export interface RunOptions {
  signal: AbortSignal;
  onBatch?: (report: BatchReport) => void;
  batchSize?: number;
}

export async function runImport(
  rows: readonly ImportRow[],
  call: ImportCall,
  { signal, onBatch, batchSize = EmployeeLimits.IMPORT_BATCH }: RunOptions,
): Promise<ImportSummary> {
  const batches = toBatches(rows, batchSize);
  const summary: ImportSummary = { total: rows.length, done: 0, imported: 0, failures: [], stopped: false };
  for (const [batch, sent] of batches.entries()) {
    if (signal.aborted) return { ...summary, stopped: true };
    let outcome: ApiOutcome<ImportResponse>;
    try {
      outcome = await call(sent, signal);
    } catch {
      // The client never throws; a fake or a bug might: count it as a network failure.
      outcome = { kind: 'error', status: Status.NETWORK_ERROR, message: messages.common.errorOccured };
    }
    if (signal.aborted || outcome.kind === 'cancelled' || outcome.kind === 'invalid')
      return { ...summary, stopped: true };
    let results: ImportResult[];
    let failure: BatchFailure | null = null;
    if (outcome.kind === 'ok') {
      results = answeredBatch(sent, outcome.data.employees);
    } else {
      failure = { batch, status: outcome.status, message: outcome.message };
      summary.failures.push(failure);
      results = failedBatch(sent, outcome.status);
    }
    summary.done += sent.length;
    summary.imported += countImported(results);
    onBatch?.({ batch, results, failure, done: summary.done, total: summary.total });
  }
  return summary;
}
