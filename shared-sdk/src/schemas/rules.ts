/**
 * Field rules of the validation tables, written once and composed into the form schemas
 * (used by formik on the screens) and the payload schemas (used by the mock-api).
 */
import { mixed, number, ref, string } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import { Limits, PLACEHOLDER_COUNTRY_CODE } from '../constants/codes';
import { text } from './text';

const v = validationMessages;

/** A calendar date written YYYY-MM-DD (at least 9 characters, as the spec counts it). */
export const isValidDateString = (value: string | undefined): boolean => {
  if (!value || value.length < Limits.DATE_MIN) return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export const rules = {
  personName: (requiredMessage: string) => text().required(requiredMessage).max(Limits.NAME_MAX, v.maxLength),
  contactName: (requiredMessage: string) =>
    text().required(requiredMessage).min(Limits.CONTACT_NAME_MIN, requiredMessage).max(Limits.NAME_MAX, v.maxLength),
  optionalEmail: () => text().email(v.invalidEmail),
  requiredEmail: () => text().required(v.invalidEmail).email(v.invalidEmail),
  date: () => string().required(v.validDate).test('valid-date', v.validDate, isValidDateString),
  gender: () => number().typeError(v.selectGender).required(v.selectGender).oneOf([1, 2], v.selectGender),
  country: () => string().required(v.selectCountry).notOneOf([PLACEHOLDER_COUNTRY_CODE], v.selectCountry),
  mobile: () => text().required(v.validMobile).min(Limits.MOBILE_MIN, v.validMobile),
  newPassword: () => string().required(v.passwordMin).min(Limits.PASSWORD_MIN, v.passwordMin),
  retype: (field = 'password') =>
    string()
      .required(v.passwordsMatch)
      .oneOf([ref(field)], v.passwordsMatch),
  loginPassword: () => string().required(v.passwordRequired).min(Limits.LOGIN_PASSWORD_MIN, v.passwordRequired),
  otp: () => text().required(v.otpRequired),
  loginMethod: () => mixed<1 | 2>().required(v.selectMobileEmail).oneOf([1, 2], v.selectMobileEmail),
};
