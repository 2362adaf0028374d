/**
 * Reads an employee CSV file with papaparse (loaded on first use, so it stays out of every other
 * chunk): ';' separated, a header line, blank lines ignored. The file is read and parsed in
 * slices of CSV_CHUNK_BYTES; the page gets the event loop back between slices, so a file of
 * tens of thousands of rows never freezes it. The header is checked on the first slice and a
 * file without the required fields stops there.
 */
import type { ImportRow } from '@times/shared-sdk';
import type { ParseResult, Parser } from 'papaparse';
import { CSV_DELIMITER, CSV_HEADERS, checkHeader, collectRows } from './csvFormat';
import type { CollectedRows, HeaderMap } from './csvFormat';

/** About 1,800 rows of a typical employee file per slice (a few ms of parsing each). */
export const CSV_CHUNK_BYTES = 128 * 1024;

export type CsvParseOutcome =
  | { kind: 'ok'; rows: ImportRow[]; skipped: number }
  /** The header line lacks these fields (CSV_FIELDS headers, in file order). */
  | { kind: 'missing'; missing: string[] }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

type CsvRecord = Record<string, unknown>;

export interface ParseOptions {
  signal?: AbortSignal;
  chunkSize?: number;
}

/** Parses a File (read in slices) or a string (tests, pasted text) into import rows. */
export async function parseEmployeesCsv(
  input: File | string,
  { signal, chunkSize = CSV_CHUNK_BYTES }: ParseOptions = {},
): Promise<CsvParseOutcome> {
  if (signal?.aborted) return { kind: 'cancelled' };
  const { default: Papa } = await import(/* webpackChunkName: "papaparse" */ 'papaparse');
  if (signal?.aborted) return { kind: 'cancelled' };

  return new Promise<CsvParseOutcome>((resolve) => {
    let map: HeaderMap | null = null;
    let settled = false;
    const collected: CollectedRows = { rows: [], skipped: 0 };
    const finish = (outcome: CsvParseOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };

    const onChunk = (results: ParseResult<CsvRecord>, parser: Parser) => {
      if (settled) return;
      if (signal?.aborted) {
        // finish first: abort() calls complete at once.
        finish({ kind: 'cancelled' });
        parser.abort();
        return;
      }
      if (!map) {
        // A slice that ends inside the header line has no fields yet: wait for the next one.
        const fields = results.meta.fields ?? [];
        if (fields.length === 0) return;
        const header = checkHeader(fields);
        if (!header.ok) {
          finish({ kind: 'missing', missing: header.missing });
          parser.abort();
          return;
        }
        map = header.map;
      }
      collectRows(results.data, map, collected);
    };

    const onComplete = () => {
      if (signal?.aborted) finish({ kind: 'cancelled' });
      // An empty file (or blank lines only): the header is missing as a whole.
      else if (!map) finish({ kind: 'missing', missing: CSV_HEADERS.slice() });
      else finish({ kind: 'ok', rows: collected.rows, skipped: collected.skipped });
    };

    const config = {
      delimiter: CSV_DELIMITER,
      header: true,
      skipEmptyLines: true,
      chunkSize,
      chunk: onChunk,
      complete: onComplete,
      error: (error: Error) => finish({ kind: 'failed', message: error.message }),
    } as const;

    try {
      if (typeof input === 'string') Papa.parse<CsvRecord>(input, config);
      else Papa.parse<CsvRecord, File>(input, config);
    } catch (error) {
      finish({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  });
}
