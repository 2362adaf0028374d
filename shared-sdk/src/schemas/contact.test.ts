/** The contact form rows of spec 001 section 5. */
import { contactSchema } from './contact';
import { fieldError } from './validationTable';

const valid = { product_id: 1, name: 'Sipho', surname: 'Dlamini', email: 'sipho@example.com', mobile: '0821234567' };

describe('contact', () => {
  it('accepts a complete request for each product', () => {
    for (const product_id of [1, 2, 3]) expect(contactSchema.isValidSync({ ...valid, product_id })).toBe(true);
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', 'A', 'Name is required'],
    ['name', 'x'.repeat(101), 'Max length exceeded'],
    ['surname', 'B', 'Surname is required'],
    ['surname', 'x'.repeat(101), 'Max length exceeded'],
    ['email', 'bad@', 'Invalid email address'],
    ['mobile', '08212345', 'Valid mobile number is required'],
    ['product_id', '', 'Select Product'],
    ['product_id', 4, 'Select Product'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(fieldError(contactSchema, { ...valid, [field]: value }, field)).toBe(message);
  });
});
