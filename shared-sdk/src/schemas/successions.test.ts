import { employeeAvailabilitySchema } from './availability';
import { forbiddenSuccessionsSchema, successionFormSchema } from './successions';

const pair = (first_sftd: string, next_sftd: string) => ({ first_sftd, next_sftd });
/** The first error's path and message, or 'valid'. */
async function errorOf(
  schema: { validate: (value: unknown, options?: object) => Promise<unknown> },
  value: unknown,
  context = {},
) {
  try {
    await schema.validate(value, { context, abortEarly: true });
    return 'valid';
  } catch (error) {
    const { path, message } = error as { path: string; message: string };
    return `${path}: ${message}`;
  }
}

describe('forbidden successions', () => {
  it('accepts different shifts, each pair once, either way round, and none', async () => {
    expect(await errorOf(forbiddenSuccessionsSchema, [pair('L', 'E'), pair('E', 'L'), pair('L', 'N')])).toBe('valid');
    expect(await forbiddenSuccessionsSchema.validate(undefined)).toEqual([]);
    const availability = { unavailable_dates: [], unavailable_days: [], requests: [] };
    expect((await employeeAvailabilitySchema.validate(availability)).forbidden_successions).toEqual([]);
  });

  it('refuses the same shift twice, a pair twice, a missing shift and more than 20 pairs', async () => {
    expect(await errorOf(forbiddenSuccessionsSchema, [pair('L', 'L')])).toBe(
      '[0].next_sftd: Choose two different shifts',
    );
    expect(await errorOf(forbiddenSuccessionsSchema, [pair('L', 'E'), pair('L', 'E')])).toBe(
      ': This succession is already in the list',
    );
    expect(await errorOf(forbiddenSuccessionsSchema, [pair(' ', 'E')])).toBe('[0].first_sftd: Select the first shift');
    const many = Array.from({ length: 21 }, (_, k) => pair(`S${k}`, 'E'));
    expect(await errorOf(forbiddenSuccessionsSchema, many)).toBe(': At most 20 forbidden successions');
    expect(await errorOf(forbiddenSuccessionsSchema, many.slice(0, 20))).toBe('valid');
  });

  it("checks the dialog's new pair against the list", async () => {
    const pairs = [pair('L', 'E')];
    expect(await errorOf(successionFormSchema, pair('L', 'E'), { pairs })).toBe(
      'next_sftd: This succession is already in the list',
    );
    expect(await errorOf(successionFormSchema, pair('E', 'L'), { pairs })).toBe('valid');
    expect(await errorOf(successionFormSchema, pair('E', 'E'), { pairs })).toBe(
      'next_sftd: Choose two different shifts',
    );
    expect(await errorOf(successionFormSchema, pair('E', ''), { pairs })).toBe(
      'next_sftd: Select the shift of the next day',
    );
  });
});
