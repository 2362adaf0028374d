/**
 * The roster's CSV file, written by papaparse's unparse (loaded on first use, so it stays out of
 * the grid's chunk): a header line of the column names, one line per assignment, comma separated,
 * CRLF line ends, UTF-8 with a byte order mark so spreadsheet programs read accented names. Cells
 * that a spreadsheet would run as a formula (=, +, -, @ first) are escaped with a leading quote.
 */
import type { RosterHeader } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { CSV_COLUMNS, CSV_HEADER, rosterCsvRecords } from './rosterCsvRecords';
import type { CsvRosterData } from './rosterCsvRecords';

const t = appMessages.rosters.exports.csv;

export const CSV_TYPE = 'text/csv;charset=utf-8';
const BOM = '\ufeff';

export async function rosterCsv(header: RosterHeader, data: CsvRosterData): Promise<string> {
  const { default: Papa } = await import(/* webpackChunkName: "papaparse" */ 'papaparse');
  const rows = rosterCsvRecords(header, data).map((record) => CSV_COLUMNS.map((column) => record[column]));
  return BOM + Papa.unparse({ fields: [...CSV_HEADER], data: rows }, { escapeFormulae: true, newline: '\r\n' });
}

export const rosterCsvFileName = (header: RosterHeader) =>
  t.fileName(header.site_name, header.shift_name, header.start_date, header.end_date);
