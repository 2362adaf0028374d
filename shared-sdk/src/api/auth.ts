/** First-backend auth calls (spec 000 section 7), typed by the contract's auth entries. */
import { messages } from '../catalogue/messages';
import { Status } from '../constants/codes';
import type { auth } from '../contract/auth';
import { Paths } from '../contract/paths';
import { addressOf, callContract } from '../http/callContract';
import type { CallOptions } from '../http/outcome';
import { tooManyAttemptsText } from './tooManyAttempts';
import type { ForgotPasswordRequest, LoginRequest, NewPasswordRequest, OtpRequest, RegistrationRequest } from './types';

const s = messages.status;

/** Sign-in, OTP and code requests are throttled by the server (not in the spec). */
const throttled = { [Status.TOO_MANY_ATTEMPTS]: tooManyAttemptsText };

const otpMessages = {
  ...throttled,
  [Status.OTP_INCORRECT]: s.otpIncorrect,
  [Status.OTP_EXPIRED]: s.otpExpired,
  [Status.OTP_ATTEMPTS_EXCEEDED]: s.otpAttemptsExceeded,
};

/** Each form validates its payload before the call: VALIDATION_ERROR shows the generic text like any failure. */
const formChecked = ['VALIDATION_ERROR'] as const;

/** The catalogue messages of each call's screen. */
export const authMessages = {
  /** A first visit is made behind the pages (session/visitorSession.ts): a refusal shows no text. */
  firstVisitor: { generic: [Status.TOO_MANY_REQUESTS] },
  register: { byStatus: { [Status.USER_EXIST]: s.userExist, ...throttled }, generic: formChecked },
  verifyOtp: { byStatus: { [Status.USER_EXIST]: s.userExist, ...otpMessages }, generic: formChecked },
  login: {
    byStatus: { [Status.LOGIN_FAILED]: s.invalidUserDetails, ...throttled },
    fallback: s.invalidUserDetails,
    generic: formChecked,
  },
  forgotPassword: { byStatus: { [Status.INVALID_USER]: s.invalidUser, ...throttled }, generic: formChecked },
  /** USER_EXIST is the spec's (000 section 7) though this server never answers it on a new password. */
  newPassword: {
    byStatus: { [Status.USER_EXIST]: s.userExist, [Status.INVALID_USER]: s.invalidUser, ...otpMessages },
    generic: formChecked,
  },
  userDetails: {},
} as const;

const p = Paths.auth;
/** The calls' addresses (their entries are types here: the first load carries no statuses). */
const A = {
  firstVisitor: addressOf<typeof auth.firstVisitor>('first', p.firstVisitor),
  register: addressOf<typeof auth.register>('first', p.register),
  verifyOtp: addressOf<typeof auth.verifyOtp>('first', p.verifyOtp),
  login: addressOf<typeof auth.login>('first', p.login),
  forgotPassword: addressOf<typeof auth.forgotPassword>('first', p.forgotPassword),
  newPassword: addressOf<typeof auth.newPassword>('first', p.newPassword),
  userDetails: addressOf<typeof auth.userDetails>('first', p.userDetails),
};

export const authApi = {
  registerVisitor: (options?: CallOptions) => callContract(A.firstVisitor, {}, options, authMessages.firstVisitor),
  register: (payload: RegistrationRequest, options?: CallOptions) =>
    callContract(A.register, payload, options, authMessages.register),
  verifyOtp: (payload: OtpRequest, options?: CallOptions) =>
    callContract(A.verifyOtp, payload, { onInvalid: 'ignore', ...options }, authMessages.verifyOtp),
  login: (payload: LoginRequest, options?: CallOptions) => callContract(A.login, payload, options, authMessages.login),
  forgotPassword: (payload: ForgotPasswordRequest, options?: CallOptions) =>
    callContract(A.forgotPassword, payload, options, authMessages.forgotPassword),
  newPassword: (payload: NewPasswordRequest, options?: CallOptions) =>
    callContract(A.newPassword, payload, options, authMessages.newPassword),
  userDetails: (options?: CallOptions) => callContract(A.userDetails, {}, options, authMessages.userDetails),
};
