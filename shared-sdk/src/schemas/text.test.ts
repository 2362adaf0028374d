import { ValidationError, object } from 'yup';
import { text } from './text';

describe('text', () => {
  const schema = object({ name: text().required() });

  it('trims a string', async () => {
    await expect(schema.validate({ name: '  Acme  ' })).resolves.toEqual({ name: 'Acme' });
  });

  it.each([[{ a: 1 }], [['x']], [[]]])('fails validation, never throws a TypeError, on %p', async (value) => {
    const error = await schema.validate({ name: value }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
  });

  it('casts a number as yup does and keeps empty values empty', async () => {
    await expect(schema.validate({ name: 42 })).resolves.toEqual({ name: '42' });
    await expect(object({ name: text() }).validate({})).resolves.toEqual({});
  });
});
