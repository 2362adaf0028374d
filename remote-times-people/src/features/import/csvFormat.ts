/**
 * The employee CSV file (spec 001 section 5, "CSV import"): the header check and the mapping of
 * each parsed record to an import row. Pure: no parsing, no calls.
 */
import type { ImportRow } from '@times/shared-sdk';
import { CSV_FIELDS } from '@times/shared-sdk/app';

export const CSV_DELIMITER = ';';
const BOM = '\ufeff';

/** The header fields a file must have, as the spec writes them. */
export const CSV_HEADERS: readonly string[] = CSV_FIELDS.map((field) => field.header);

export type ImportKey = (typeof CSV_FIELDS)[number]['key'];
/** Where each import row key is read from: the header exactly as the file writes it. */
export type HeaderMap = Record<ImportKey, string>;

export type HeaderCheck = { ok: true; map: HeaderMap } | { ok: false; missing: string[] };

/** A header cell as compared: no byte order mark, trimmed, lower case, single spaces. */
export function normalizeHeader(cell: string): string {
  return cell.replace(BOM, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Checks the header line: every CSV_FIELDS header must be there (case-insensitive, any order,
 * extra columns allowed). Returns where each field is, or the missing headers in file order.
 */
export function checkHeader(cells: readonly string[]): HeaderCheck {
  const byName = new Map<string, string>();
  for (const cell of cells) {
    const name = normalizeHeader(cell);
    if (name && !byName.has(name)) byName.set(name, cell);
  }
  const missing: string[] = [];
  const map = {} as HeaderMap;
  for (const field of CSV_FIELDS) {
    const cell = byName.get(normalizeHeader(field.header));
    if (cell === undefined) missing.push(field.header);
    else map[field.key] = cell;
  }
  return missing.length > 0 ? { ok: false, missing } : { ok: true, map };
}

/** The text after 'File header must contain the following fields : '. */
export const formatMissing = (missing: readonly string[]): string => missing.join(', ');

/** The fields that must be filled (Name, Surname, Date of Birth, Mobile, Gender). */
const REQUIRED_KEYS = CSV_FIELDS.slice(0, 5).map((field) => field.key);

const cellText = (value: unknown): string =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';

/** One parsed record (keyed by the file's own headers) as an import row, every value trimmed. */
export function toImportRow(record: Readonly<Record<string, unknown>>, map: HeaderMap): ImportRow {
  const row = {} as Record<ImportKey, string>;
  for (const field of CSV_FIELDS) row[field.key] = cellText(record[map[field.key]]);
  return row;
}

/** A row whose first five fields are all empty is skipped (spec). */
export const isEmptyRow = (row: ImportRow): boolean => REQUIRED_KEYS.every((key) => row[key] === '');

export interface CollectedRows {
  rows: ImportRow[];
  skipped: number;
}

/** Maps records to import rows, leaving out (and counting) the empty ones. Appends to `into`. */
export function collectRows(
  records: readonly Readonly<Record<string, unknown>>[],
  map: HeaderMap,
  into: CollectedRows,
): CollectedRows {
  for (const record of records) {
    const row = toImportRow(record, map);
    if (isEmptyRow(row)) into.skipped += 1;
    else into.rows.push(row);
  }
  return into;
}

/** The picker takes only .csv files (by name: browsers disagree on a CSV file's type). */
export const isCsvFile = (file: { name: string }): boolean => /\.csv$/i.test(file.name.trim());
