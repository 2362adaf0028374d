/** Every row of spec 000 section 5 for the public screens, with its exact message. */
import {
  forgotPasswordFormSchema,
  loginFormSchema,
  newPasswordFormSchema,
  otpFormSchema,
  registrationFormSchema,
  registrationPayloadSchema,
} from './auth';
import { fieldError } from './validationTable';

const validRegistration = {
  name: 'Thandi',
  surname: 'Mokoena',
  email: '',
  dob: '1990-02-28',
  gender: 2,
  country: '27',
  mobile: '821234567',
  password: 'secret12',
  retype: 'secret12',
};

describe('registration form', () => {
  it('accepts a complete form', () => {
    expect(registrationFormSchema.isValidSync(validRegistration)).toBe(true);
  });

  it.each([
    ['name', '', 'Name required'],
    ['name', '   ', 'Name required'],
    ['name', 'x'.repeat(101), 'Max length exceeded'],
    ['surname', '', 'Surname required'],
    ['surname', 'x'.repeat(101), 'Max length exceeded'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['dob', '', 'Select valid date'],
    ['dob', '1990-2-3', 'Select valid date'],
    ['dob', '1990-02-30', 'Select valid date'],
    ['gender', '', 'Select gender'],
    ['gender', 3, 'Select gender'],
    ['country', '00', 'Select country'],
    ['mobile', '12345678', 'Valid mobile number is required'],
    ['password', '123456', 'Password min lenght is required'],
    ['retype', 'different', 'Passwords must match!'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(fieldError(registrationFormSchema, { ...validRegistration, [field]: value }, field)).toBe(message);
  });

  it.each([
    ['name', 'x'.repeat(100)],
    ['email', 'someone@example.com'],
    ['email', ''],
    ['mobile', '123456789'],
    ['password', '1234567'],
  ])('%s = %j is valid', (field, value) => {
    expect(fieldError(registrationFormSchema, { ...validRegistration, [field]: value }, field)).toBeNull();
  });
});

describe('registration payload (server side)', () => {
  const payload = {
    customer_reg: { eml: '', u_nm: 'A', u_srm: 'B', u_pss: 'secret12', u_mbl: '27821234567', dob: '1990-02-28' },
    gender: 1,
    location_tp: 3,
    lat: -25.7,
    lng: 28.2,
  };
  it('accepts a valid payload and refuses a short password', () => {
    expect(registrationPayloadSchema.isValidSync(payload)).toBe(true);
    expect(
      registrationPayloadSchema.isValidSync({ ...payload, customer_reg: { ...payload.customer_reg, u_pss: 'x' } }),
    ).toBe(false);
  });
});

describe('OTP', () => {
  it('requires the code', () => {
    expect(fieldError(otpFormSchema, { otp: '' }, 'otp')).toBe('OTP required');
    expect(fieldError(otpFormSchema, { otp: '123456' }, 'otp')).toBeNull();
  });
});

describe('forgot password', () => {
  it.each([
    ['country', '00', 'Select country'],
    ['mobile', '1234', 'Valid mobile number is required'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(fieldError(forgotPasswordFormSchema, { country: '27', mobile: '821234567', [field]: value }, field)).toBe(
      message,
    );
  });
});

describe('new password', () => {
  const valid = { otp: '123456', password: 'newpass1', retype: 'newpass1' };
  it.each([
    ['otp', '', 'OTP required'],
    ['password', 'short', 'Password min lenght is required'],
    ['retype', 'other', 'Passwords must match!'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(fieldError(newPasswordFormSchema, { ...valid, [field]: value }, field)).toBe(message);
  });
});

describe('login', () => {
  const byMobile = { method: 2, country: '27', mobile: '821234567', email: '', password: 'ab' };
  const byEmail = { method: 1, country: '00', mobile: '', email: 'a@b.co', password: 'ab' };
  it('accepts mobile and email sign-ins', () => {
    expect(loginFormSchema.isValidSync(byMobile)).toBe(true);
    expect(loginFormSchema.isValidSync(byEmail)).toBe(true);
  });
  it.each([
    [byMobile, 'method', 3, 'Select mobile/email'],
    [byMobile, 'password', 'a', 'Password is required'],
    [byMobile, 'country', '00', 'Select country'],
    [byMobile, 'mobile', '123', 'Valid mobile number is required'],
    [byEmail, 'email', 'nope', 'Invalid email address'],
    [byEmail, 'email', '', 'Invalid email address'],
  ])('%#: %s = %j → %s', (base, field, value, message) => {
    expect(fieldError(loginFormSchema, { ...base, [field]: value }, field)).toBe(message);
  });
  it('does not ask for a country when signing in by email', () => {
    expect(fieldError(loginFormSchema, byEmail, 'country')).toBeNull();
  });
});
