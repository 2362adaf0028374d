/**
 * The import screen's state: check the file, parse it, then run the batches, appending each
 * batch's result rows as it is answered. What is still running is cancelled by cancel() (the
 * close button), by a new file, and when the screen unmounts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportResult } from '@times/shared-sdk';
import { appMessages, employeesApi } from '@times/shared-sdk/app';
import { countImported } from './batches';
import { formatMissing, isCsvFile } from './csvFormat';
import { parseEmployeesCsv } from './parseEmployeesCsv';
import { runImport } from './runImport';
import type { BatchFailure, BatchReport } from './runImport';

const t = appMessages.employees.import;

export type ImportPhase = 'idle' | 'reading' | 'importing' | 'done';

export interface ImportCountry {
  code: number;
  id: number;
}

export interface CsvImportState {
  phase: ImportPhase;
  /** Why the file was not sent (not a .csv file, header fields missing, no rows, unreadable). */
  problem: string | null;
  skipped: number;
  total: number;
  /** Rows answered so far, and those imported (status SUCCESS). */
  done: number;
  imported: number;
  results: ImportResult[];
  failures: BatchFailure[];
}

export const IDLE_IMPORT: CsvImportState = {
  phase: 'idle',
  problem: null,
  skipped: 0,
  total: 0,
  done: 0,
  imported: 0,
  results: [],
  failures: [],
};

/** One batch's answer folded into the state (results appended, counts moved on). */
export function withBatch(state: CsvImportState, report: BatchReport): CsvImportState {
  return {
    ...state,
    done: report.done,
    imported: state.imported + countImported(report.results),
    results: state.results.concat(report.results),
    failures: report.failure ? [...state.failures, report.failure] : state.failures,
  };
}

export function useCsvImport() {
  const [state, setState] = useState<CsvImportState>(IDLE_IMPORT);
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const nextSignal = useCallback(() => {
    cancel();
    running.current = new AbortController();
    return running.current.signal;
  }, [cancel]);

  const start = useCallback(
    async (file: File, country: ImportCountry) => {
      if (!isCsvFile(file)) {
        cancel();
        setState({ ...IDLE_IMPORT, problem: t.onlyCsv });
        return;
      }
      const signal = nextSignal();
      setState({ ...IDLE_IMPORT, phase: 'reading' });
      const parsed = await parseEmployeesCsv(file, { signal });
      if (parsed.kind === 'cancelled') return;
      if (parsed.kind === 'failed') return setState({ ...IDLE_IMPORT, problem: parsed.message });
      if (parsed.kind === 'missing')
        return setState({ ...IDLE_IMPORT, problem: t.headerMissing(formatMissing(parsed.missing)) });
      const { rows, skipped } = parsed;
      if (rows.length === 0) return setState({ ...IDLE_IMPORT, skipped, problem: t.noRows });

      setState({ ...IDLE_IMPORT, phase: 'importing', skipped, total: rows.length });
      const summary = await runImport(
        rows,
        (batch, batchSignal) => employeesApi.import(country.code, country.id, batch, { signal: batchSignal }),
        {
          signal,
          onBatch: (report) => setState((current) => withBatch(current, report)),
        },
      );
      if (!summary.stopped) setState((current) => ({ ...current, phase: 'done' }));
    },
    [cancel, nextSignal],
  );

  const fail = useCallback(
    (problem: string) => {
      cancel();
      setState({ ...IDLE_IMPORT, problem });
    },
    [cancel],
  );

  return { state, start, fail, cancel };
}
