import { validateWith } from './validateWith';

describe('validateWith', () => {
  it('answers formik errors from the named schema, every field at once', async () => {
    const errors = await validateWith('forgotPasswordFormSchema')({ country: '00', mobile: '12' });
    expect(errors).toEqual({ country: 'Select country', mobile: 'Valid mobile number is required' });
  });

  it('answers no errors for valid values', async () => {
    expect(await validateWith('otpFormSchema')({ otp: '123456' })).toEqual({});
  });

  it('treats empty strings as missing, as the forms send them', async () => {
    expect(await validateWith('otpFormSchema')({ otp: '' })).toEqual({ otp: 'OTP required' });
  });
});
