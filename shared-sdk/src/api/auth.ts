/** First-backend auth calls (spec 000 section 7). */
import { messages } from '../catalogue/messages';
import { Status } from '../constants/codes';
import { post } from '../http/client';
import type { CallOptions, StatusMessages } from '../http/outcome';
import { Paths } from '../contract/paths';
import { tooManyAttemptsText } from './tooManyAttempts';
import type {
  ApiResponse,
  FirstVisitorResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  LoginRequest,
  LoginResponse,
  NewPasswordRequest,
  OtpRequest,
  RegistrationRequest,
  RegistrationResponse,
  UserDetailsResponse,
} from './types';

const s = messages.status;

/** Sign-in, OTP and code requests are throttled by the server (not in the spec). */
const throttled = { [Status.TOO_MANY_ATTEMPTS]: tooManyAttemptsText };

const otpMessages = {
  ...throttled,
  [Status.OTP_INCORRECT]: s.otpIncorrect,
  [Status.OTP_EXPIRED]: s.otpExpired,
  [Status.OTP_ATTEMPTS_EXCEEDED]: s.otpAttemptsExceeded,
};

/** The catalogue messages of each call's screen. */
export const authMessages = {
  register: { byStatus: { [Status.USER_EXIST]: s.userExist, ...throttled } },
  verifyOtp: { byStatus: { [Status.USER_EXIST]: s.userExist, ...otpMessages } },
  login: { byStatus: throttled, fallback: s.invalidUserDetails },
  forgotPassword: { byStatus: { [Status.INVALID_USER]: s.invalidUser, ...throttled } },
  newPassword: { byStatus: { [Status.USER_EXIST]: s.userExist, [Status.INVALID_USER]: s.invalidUser, ...otpMessages } },
} satisfies Record<string, StatusMessages>;

export const authApi = {
  registerVisitor: (options?: CallOptions) => post<FirstVisitorResponse>('first', Paths.auth.firstVisitor, {}, options),
  register: (payload: RegistrationRequest, options?: CallOptions) =>
    post<RegistrationResponse>('first', Paths.auth.register, payload, options, authMessages.register),
  verifyOtp: (payload: OtpRequest, options?: CallOptions) =>
    post<ApiResponse>(
      'first',
      Paths.auth.verifyOtp,
      payload,
      { onInvalid: 'ignore', ...options },
      authMessages.verifyOtp,
    ),
  login: (payload: LoginRequest, options?: CallOptions) =>
    post<LoginResponse>('first', Paths.auth.login, payload, options, authMessages.login),
  forgotPassword: (payload: ForgotPasswordRequest, options?: CallOptions) =>
    post<ForgotPasswordResponse>('first', Paths.auth.forgotPassword, payload, options, authMessages.forgotPassword),
  newPassword: (payload: NewPasswordRequest, options?: CallOptions) =>
    post<ApiResponse>('first', Paths.auth.newPassword, payload, options, authMessages.newPassword),
  userDetails: (options?: CallOptions) => post<UserDetailsResponse>('first', Paths.auth.userDetails, {}, options),
};
