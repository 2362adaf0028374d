import {
  CSV_HEADERS,
  checkHeader,
  collectRows,
  formatMissing,
  isCsvFile,
  isEmptyRow,
  normalizeHeader,
  toImportRow,
} from './csvFormat';
import type { HeaderMap } from './csvFormat';

const FIELDS = ['Name', 'Surname', 'Date of Birth', 'Mobile', 'Gender', 'Employee Number', 'ID Type', 'ID'];
const mapOf = (check: ReturnType<typeof checkHeader>): HeaderMap => {
  if (!check.ok) throw new Error(`missing ${check.missing.join()}`);
  return check.map;
};

describe('checkHeader', () => {
  it('accepts the eight fields and maps each key to its header', () => {
    expect(mapOf(checkHeader(FIELDS))).toEqual({
      name: 'Name',
      surname: 'Surname',
      date_of_birth: 'Date of Birth',
      mobile: 'Mobile',
      gender: 'Gender',
      employee_number: 'Employee Number',
      isIDOrPass: 'ID Type',
      idOrPass: 'ID',
    });
  });

  it('is case-insensitive, ignores spacing and order, and allows extra columns', () => {
    const cells = [
      '  id ',
      'EXTRA',
      'id  type',
      'employee number',
      'GENDER',
      'mobile',
      'date OF birth',
      'surname',
      'NAME',
      'Notes',
    ];
    const map = mapOf(checkHeader(cells));
    expect(map.idOrPass).toBe('  id ');
    expect(map.isIDOrPass).toBe('id  type');
    expect(map.name).toBe('NAME');
  });

  it('strips a byte order mark at the start of the file', () => {
    expect(normalizeHeader('\ufeffName')).toBe('name');
    expect(mapOf(checkHeader(['\ufeffName', ...FIELDS.slice(1)])).name).toBe('\ufeffName');
  });

  it('lists the missing fields in file order', () => {
    expect(checkHeader(['Name', 'Mobile', 'ID'])).toEqual({
      ok: false,
      missing: ['Surname', 'Date of Birth', 'Gender', 'Employee Number', 'ID Type'],
    });
    expect(checkHeader([])).toEqual({ ok: false, missing: CSV_HEADERS });
    expect(formatMissing(['Surname', 'ID Type'])).toBe('Surname, ID Type');
  });

  it('does not take a header that only contains a field name', () => {
    expect(checkHeader(['Name,Surname,Date of Birth,Mobile,Gender,Employee Number,ID Type,ID'])).toEqual({
      ok: false,
      missing: CSV_HEADERS,
    });
  });
});

describe('rows', () => {
  const map = mapOf(checkHeader(FIELDS));

  it('maps a record to a trimmed import row, missing cells empty', () => {
    expect(
      toImportRow(
        { Name: ' Ann ', Surname: 'Lee', 'Date of Birth': '1990-01-02 ', Mobile: '082', Gender: '2', ID: ' X1 ' },
        map,
      ),
    ).toEqual({
      name: 'Ann',
      surname: 'Lee',
      date_of_birth: '1990-01-02',
      mobile: '082',
      gender: '2',
      employee_number: '',
      isIDOrPass: '',
      idOrPass: 'X1',
    });
  });

  it('skips rows whose first five fields are empty and counts them', () => {
    const empty = {
      Name: ' ',
      Surname: '',
      'Date of Birth': '',
      Mobile: '',
      Gender: '',
      'Employee Number': 'E9',
      'ID Type': '1',
      ID: '123',
    };
    expect(isEmptyRow(toImportRow(empty, map))).toBe(true);
    expect(isEmptyRow(toImportRow({ ...empty, Gender: '1' }, map))).toBe(false);
    const collected = collectRows([empty, { Name: 'A', Surname: 'B' }, {}], map, { rows: [], skipped: 0 });
    expect(collected.skipped).toBe(2);
    expect(collected.rows.map((row) => row.name)).toEqual(['A']);
  });
});

describe('isCsvFile', () => {
  it('takes .csv files only, whatever the case', () => {
    expect(isCsvFile({ name: 'staff.csv' })).toBe(true);
    expect(isCsvFile({ name: 'STAFF.CSV' })).toBe(true);
    expect(isCsvFile({ name: 'staff.xlsx' })).toBe(false);
    expect(isCsvFile({ name: 'staff.csv.txt' })).toBe(false);
    expect(isCsvFile({ name: 'csv' })).toBe(false);
  });
});
