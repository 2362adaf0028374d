import { markAbsentSchema } from './rosterCover';

const absence = (from_date: string, to_date: string) => ({
  std: 'S1',
  sftd: 'F1',
  roster_ref: 'R1',
  empd: 'E1',
  from_date,
  to_date,
});
const period = { period: { start: '2026-12-07', end: '2026-12-13' } };

/** The first error of each field as 'path: message' (what a form shows), or 'valid'. */
async function errorsOf(value: unknown, context?: object) {
  try {
    await markAbsentSchema.validate(value, { context, abortEarly: false });
    return 'valid';
  } catch (error) {
    const first = new Map<string, string>();
    for (const { path, message } of (error as { inner: { path: string; message: string }[] }).inner)
      if (!first.has(path)) first.set(path, `${path}: ${message}`);
    return [...first.values()];
  }
}

describe('markAbsentSchema', () => {
  it('accepts real dates inside the period, one day or several', async () => {
    expect(await errorsOf(absence('2026-12-07', '2026-12-13'), period)).toBe('valid');
    expect(await errorsOf(absence('2026-12-09', '2026-12-09'), period)).toBe('valid');
  });

  it('refuses dates outside the period and an end before the start, on the field concerned', async () => {
    expect(await errorsOf(absence('2026-12-06', '2026-12-08'), period)).toEqual([
      'from_date: The absence must start within the roster period',
    ]);
    expect(await errorsOf(absence('2026-12-08', '2026-12-14'), period)).toEqual([
      'to_date: The absence must end within the roster period, not before it starts',
    ]);
    expect(await errorsOf(absence('2026-12-09', '2026-12-08'), period)).toEqual([
      'to_date: The absence must end within the roster period, not before it starts',
    ]);
  });

  it('refuses missing or unreal dates and a missing employee', async () => {
    expect(await errorsOf({ ...absence('', '2026-02-30'), empd: '' }, period)).toEqual([
      'empd: Select valid employee',
      'from_date: Select valid absence dates',
      'to_date: Select valid absence dates',
    ]);
  });

  it('leaves the period to the server without a context', async () => {
    expect(await errorsOf(absence('2026-12-09', '2026-12-08'))).toBe('valid');
  });
});
