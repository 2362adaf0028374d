import { EmployeeLimits } from '@times/shared-sdk/app';
import { toBatches } from './batches';
import { CSV_HEADERS } from './csvFormat';
import { parseEmployeesCsv } from './parseEmployeesCsv';
import { HEADER, csv, generatedLine, hugeFile } from './__tests__/csvFile';

const ok = async (input: File | string, chunkSize?: number) => {
  const outcome = await parseEmployeesCsv(input, { chunkSize });
  if (outcome.kind !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(outcome)}`);
  return outcome;
};

describe('parseEmployeesCsv: good files', () => {
  it('reads the rows, trimmed, in file order', async () => {
    const { rows, skipped } = await ok(
      csv(
        HEADER,
        ' Ann ;Lee;1990-01-02;0821112222;2;E1;1;9001020000000',
        'Bob;Khumalo;1988-03-04;0833334444;1;E2;2;P123',
        '',
      ),
    );
    expect(skipped).toBe(0);
    expect(rows).toEqual([
      {
        name: 'Ann',
        surname: 'Lee',
        date_of_birth: '1990-01-02',
        mobile: '0821112222',
        gender: '2',
        employee_number: 'E1',
        isIDOrPass: '1',
        idOrPass: '9001020000000',
      },
      {
        name: 'Bob',
        surname: 'Khumalo',
        date_of_birth: '1988-03-04',
        mobile: '0833334444',
        gender: '1',
        employee_number: 'E2',
        isIDOrPass: '2',
        idOrPass: 'P123',
      },
    ]);
  });

  it('takes a BOM, a header in any case and order, extra columns and quoted values', async () => {
    const file = csv(
      '\ufeffid;NAME;surname;Notes;DATE OF BIRTH;mobile;gender;employee number;id type',
      'X9;"Mary; Jane";Doe;hi;1990-01-01;082;2;E7;2',
    );
    const { rows } = await ok(file);
    expect(rows).toEqual([
      {
        name: 'Mary; Jane',
        surname: 'Doe',
        date_of_birth: '1990-01-01',
        mobile: '082',
        gender: '2',
        employee_number: 'E7',
        isIDOrPass: '2',
        idOrPass: 'X9',
      },
    ]);
  });

  it('skips blank lines, and counts the rows whose first five fields are empty', async () => {
    const { rows, skipped } = await ok(
      csv(HEADER, generatedLine(1), '', ';;;;;E5;1;123', '   ;  ;;;;;;', generatedLine(2), ''),
    );
    expect(rows.map((r) => r.name)).toEqual(['Name1', 'Name2']);
    expect(skipped).toBe(2);
  });

  it('reads a File in small slices, the header split across slices', async () => {
    const text = csv(HEADER, ...Array.from({ length: 50 }, (_, n) => generatedLine(n)));
    const { rows } = await ok(new File([text], 'staff.csv', { type: 'text/csv' }), 16);
    expect(rows).toHaveLength(50);
    expect(rows[49]?.idOrPass).toBe('ID49');
  });
});

describe('parseEmployeesCsv: bad files', () => {
  it('names the missing header fields', async () => {
    expect(await parseEmployeesCsv(csv('Name;Surname;Mobile;Gender;ID', 'a;b;c;1;x'))).toEqual({
      kind: 'missing',
      missing: ['Date of Birth', 'Employee Number', 'ID Type'],
    });
  });

  it('reports every field for a file separated by commas', async () => {
    expect(await parseEmployeesCsv(csv(HEADER.replaceAll(';', ','), 'a,b,1990-01-01,082,1,E1,1,X'))).toEqual({
      kind: 'missing',
      missing: [...CSV_HEADERS],
    });
  });

  it('reports every field for an empty file or one of blank lines', async () => {
    expect(await parseEmployeesCsv('')).toEqual({ kind: 'missing', missing: [...CSV_HEADERS] });
    expect(await parseEmployeesCsv('\n\n')).toEqual({ kind: 'missing', missing: [...CSV_HEADERS] });
    expect(await parseEmployeesCsv(new File([''], 'empty.csv'))).toEqual({
      kind: 'missing',
      missing: [...CSV_HEADERS],
    });
  });

  it('gives no rows for a file with only the header', async () => {
    expect(await parseEmployeesCsv(`${HEADER}\n`)).toEqual({ kind: 'ok', rows: [], skipped: 0 });
    expect(await parseEmployeesCsv(HEADER)).toEqual({ kind: 'ok', rows: [], skipped: 0 });
  });

  it('stops when cancelled, before or while reading', async () => {
    const before = new AbortController();
    before.abort();
    expect(await parseEmployeesCsv(hugeFile(10), { signal: before.signal })).toEqual({ kind: 'cancelled' });

    const during = new AbortController();
    const reading = parseEmployeesCsv(new File([hugeFile(2_000)], 'big.csv'), {
      signal: during.signal,
      chunkSize: 1_024,
    });
    setTimeout(() => during.abort(), 5);
    expect(await reading).toEqual({ kind: 'cancelled' });
  });
});

describe('parseEmployeesCsv: a huge file', () => {
  it('parses 10,050 rows and splits them into 101 batches, quickly', async () => {
    const count = 10_050;
    const text = hugeFile(count);
    const started = performance.now();
    const { rows, skipped } = await ok(text);
    const batches = toBatches(rows, EmployeeLimits.IMPORT_BATCH);
    const elapsed = performance.now() - started;

    expect(skipped).toBe(0);
    expect(rows).toHaveLength(count);
    expect(batches).toHaveLength(101);
    expect(batches.slice(0, 100).every((batch) => batch.length === 100)).toBe(true);
    expect(batches[100]).toHaveLength(50);
    expect(batches[100]?.[49]).toEqual({
      name: 'Name10049',
      surname: 'Surname10049',
      date_of_birth: '1990-01-26',
      mobile: '0800010049',
      gender: '2',
      employee_number: 'E10049',
      isIDOrPass: '1',
      idOrPass: 'ID10049',
    });
    // Row n is in batch n / 100 at place n % 100.
    for (const n of [0, 99, 100, 5_555, 9_999])
      expect(batches[Math.floor(n / 100)]?.[n % 100]?.employee_number).toBe(`E${n}`);
    expect(elapsed).toBeLessThan(3_000);
  });
});
