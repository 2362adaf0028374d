import Papa from 'papaparse';
import { appMessages } from '@times/shared-sdk/app';
import { details, employees, header, positions } from '../roster-calendar/calendarTestData';
import { rosterCsv, rosterCsvFileName } from './rosterCsv';
import { CSV_HEADER } from './rosterCsvRecords';
import { shiftSpan } from './shiftSpan';

const columns = appMessages.rosters.exports.csv.columns;
const data = { employees, positions, roster_details: details };
const night = { ...header, shift_name: 'Night', shift_start: '22:00', shift_end: '06:00' };

function parse(text: string) {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed;
}

describe('roster CSV', () => {
  it('parses back to the same assignments, one line each, employees in grid order then by date', async () => {
    const text = await rosterCsv(night, data);
    const parsed = parse(text);
    expect(parsed.meta.fields).toEqual(CSV_HEADER);
    const back = parsed.data.map((row) => [row[columns.employeeNumber], row[columns.date], row[columns.positionCode]]);
    expect(back).toEqual([
      ['E001', '2026-12-01', 'GRD'],
      ['E001', '2026-12-05', 'GRD'],
      ['E002', '2026-12-02', 'CLN'],
      ['emp-c', '2026-12-01', 'GRD'],
      ['emp-c', '2026-12-02', 'GRD'],
    ]);
    expect(parsed.data[2]).toEqual({
      [columns.employeeNumber]: 'E002',
      [columns.name]: 'Lerato',
      [columns.surname]: 'Dlamini',
      [columns.position]: 'Cleaner',
      [columns.positionCode]: 'CLN',
      [columns.date]: '2026-12-02',
      [columns.start]: '2026-12-02 22:00',
      [columns.end]: '2026-12-03 06:00',
      [columns.hours]: '8',
      [columns.site]: 'North',
      [columns.shift]: 'Night',
    });
  });

  it('starts with a byte order mark, ends lines with CRLF and quotes commas and quotes', async () => {
    const odd = employees.map((employee) =>
      employee.id === 1 ? { ...employee, name: 'Thabo, "TJ"', surname: 'Mokoena\nJr' } : employee,
    );
    const text = await rosterCsv(header, { ...data, employees: odd });
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(text.split('\r\n')[0]).toBe(`\ufeff${CSV_HEADER.join(',')}`);
    const [first] = parse(text).data;
    expect([first?.[columns.name], first?.[columns.surname]]).toEqual(['Thabo, "TJ"', 'Mokoena\nJr']);
  });

  it('escapes a cell a spreadsheet would run as a formula', async () => {
    const formula = employees.map((employee) =>
      employee.id === 2 ? { ...employee, name: '=HYPERLINK("x")' } : employee,
    );
    const rows = parse(await rosterCsv(header, { ...data, employees: formula })).data;
    expect(rows[2]?.[columns.name]).toBe('\'=HYPERLINK("x")');
  });

  it('names the file by site, shift and period', () => {
    expect(rosterCsvFileName(header)).toBe('roster North Day 2026-12-01 2026-12-31.csv');
  });
});

describe('shiftSpan', () => {
  it('ends a day shift the same day and a night shift the next day, month and year ends included', () => {
    expect(shiftSpan('2026-12-05', '06:00', '14:30')).toEqual({
      start: '2026-12-05 06:00',
      end: '2026-12-05 14:30',
      hours: '8.5',
    });
    expect(shiftSpan('2026-12-31', '22:00', '06:00')).toEqual({
      start: '2026-12-31 22:00',
      end: '2027-01-01 06:00',
      hours: '8',
    });
    expect(shiftSpan('2026-03-01', '07:00', '07:00').end).toBe('2026-03-02 07:00');
  });

  it('leaves start, end and hours empty without the shift times', () => {
    expect(shiftSpan('2026-12-05', '', undefined)).toEqual({ start: '', end: '', hours: '' });
  });
});
