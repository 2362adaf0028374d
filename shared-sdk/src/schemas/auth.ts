/** Schemas of spec 000 section 5: registration, OTP, forgot password, new password, login. */
import { number, object, string } from 'yup';
import type { InferType } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import { rules } from './rules';
import { text } from './text';

const v = validationMessages;

/** The sign-up form as the user fills it. */
export const registrationFormSchema = object({
  name: rules.personName(v.nameRequired),
  surname: rules.personName(v.surnameRequired),
  email: rules.optionalEmail(),
  dob: rules.date(),
  gender: rules.gender(),
  country: rules.country(),
  mobile: rules.mobile(),
  password: rules.newPassword(),
  retype: rules.retype('password'),
});
export type RegistrationForm = InferType<typeof registrationFormSchema>;

/** /api/reg/412703 payload (without the envelope). */
export const registrationPayloadSchema = object({
  customer_reg: object({
    eml: rules.optionalEmail(),
    u_nm: rules.personName(v.nameRequired),
    u_srm: rules.personName(v.surnameRequired),
    u_pss: rules.newPassword(),
    u_mbl: rules.mobile(),
    dob: rules.date(),
  }).required(),
  gender: rules.gender(),
  location_tp: number().required(),
  lat: number().required(),
  lng: number().required(),
});
export type RegistrationPayload = InferType<typeof registrationPayloadSchema>;

export const otpFormSchema = object({ otp: rules.otp() });
export type OtpForm = InferType<typeof otpFormSchema>;

/** /api/auth/981203 payload. */
export const otpPayloadSchema = object({
  otp: rules.otp(),
  otp_tp: number().required().oneOf([1]),
});
export type OtpPayload = InferType<typeof otpPayloadSchema>;

export const loginFormSchema = object({
  method: rules.loginMethod(),
  country: string().when('method', { is: 2, then: () => rules.country(), otherwise: (s) => s.optional() }),
  mobile: string().when('method', { is: 2, then: () => rules.mobile(), otherwise: (s) => s.optional() }),
  email: string().when('method', {
    is: 1,
    then: () => rules.requiredEmail(),
    otherwise: () => rules.optionalEmail(),
  }),
  password: rules.loginPassword(),
});
export type LoginForm = InferType<typeof loginFormSchema>;

/** /api/auth/543225 payload. */
export const loginPayloadSchema = object({
  pass: rules.loginPassword(),
  isMobileOrEmail: rules.loginMethod(),
  eml: text().email(v.invalidEmail).default(''),
  mbl: text().default(''),
});
export type LoginPayload = InferType<typeof loginPayloadSchema>;

export const forgotPasswordFormSchema = object({
  country: rules.country(),
  mobile: rules.mobile(),
});
export type ForgotPasswordForm = InferType<typeof forgotPasswordFormSchema>;

/** /api/auth/785643 payload. */
export const forgotPasswordPayloadSchema = object({ mbl: rules.mobile() });
export type ForgotPasswordPayload = InferType<typeof forgotPasswordPayloadSchema>;

export const newPasswordFormSchema = object({
  otp: rules.otp(),
  password: rules.newPassword(),
  retype: rules.retype('password'),
});
export type NewPasswordForm = InferType<typeof newPasswordFormSchema>;

/** /api/auth/982345 payload. */
export const newPasswordPayloadSchema = object({
  rfd: string().required(),
  rfdd: string().required(),
  tmd: string().required(),
  tmddc: string().required(),
  pass: rules.newPassword(),
  otp: rules.otp(),
});
export type NewPasswordPayload = InferType<typeof newPasswordPayloadSchema>;
