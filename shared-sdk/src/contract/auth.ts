/**
 * The first backend's sign-up and sign-in calls (spec 000 section 7; Paths.auth). The
 * throttles (TOO_MANY_REQUESTS on first visits, TOO_MANY_ATTEMPTS on code requests, guesses and
 * sign-ins) are the server's own rule, not in the spec (docs/decisions/sessions-and-security.md).
 */
import type {
  ApiResponse,
  FirstVisitorResponse,
  ForgotPasswordResponse,
  LoginResponse,
  RegistrationResponse,
  UserDetailsResponse,
} from '../api/types';
import { Status } from '../constants/codes';
import { defineCall, schemaRef, shape } from './call';
import { Paths } from './paths';
import { SESSION, SIGNED_IN } from './statusGroups';

const p = Paths.auth;

/** What checking a one-time code may answer beside OK. */
const OTP_CHECK = [Status.OTP_INCORRECT, Status.OTP_EXPIRED, Status.OTP_ATTEMPTS_EXCEEDED] as const;

export const auth = {
  /** Opens a visitor session: no session needed; one address opens only so many a minute. */
  firstVisitor: defineCall({
    backend: 'first',
    path: p.firstVisitor,
    request: shape<Record<string, never>>(),
    response: shape<FirstVisitorResponse>(),
    statuses: [Status.OK, Status.TOO_MANY_REQUESTS],
    session: 'none',
  }),
  /** A new, unverified user with a pending session; USER_EXIST when a verified user holds the mobile or e-mail. */
  register: defineCall({
    backend: 'first',
    path: p.register,
    request: schemaRef('registrationPayloadSchema'),
    response: shape<RegistrationResponse>(),
    statuses: [...SIGNED_IN, Status.USER_EXIST, Status.TOO_MANY_ATTEMPTS],
    session: 'visitor',
  }),
  /** The registration's code, with the pending session the registration returned. */
  verifyOtp: defineCall({
    backend: 'first',
    path: p.verifyOtp,
    request: schemaRef('otpPayloadSchema'),
    response: shape<ApiResponse>(),
    statuses: [...SIGNED_IN, ...OTP_CHECK, Status.USER_EXIST, Status.TOO_MANY_ATTEMPTS],
    session: 'pendingUser',
  }),
  /** Every failure alike (unknown user, wrong password, unverified) is LOGIN_FAILED. */
  login: defineCall({
    backend: 'first',
    path: p.login,
    request: schemaRef('loginPayloadSchema'),
    response: shape<LoginResponse>(),
    statuses: [...SIGNED_IN, Status.LOGIN_FAILED, Status.TOO_MANY_ATTEMPTS],
    session: 'visitor',
  }),
  /** A reset request and its code for a verified mobile; INVALID_USER for any other. */
  forgotPassword: defineCall({
    backend: 'first',
    path: p.forgotPassword,
    request: schemaRef('forgotPasswordPayloadSchema'),
    response: shape<ForgotPasswordResponse>(),
    statuses: [...SIGNED_IN, Status.INVALID_USER, Status.TOO_MANY_ATTEMPTS],
    session: 'visitor',
  }),
  /** The reset request's four references, its code and the new password; INVALID_USER when the request is gone. */
  newPassword: defineCall({
    backend: 'first',
    path: p.newPassword,
    request: schemaRef('newPasswordPayloadSchema'),
    response: shape<ApiResponse>(),
    statuses: [...SIGNED_IN, Status.INVALID_USER, ...OTP_CHECK, Status.TOO_MANY_ATTEMPTS],
    session: 'visitor',
  }),
  /** The signed-in (verified) user. */
  userDetails: defineCall({
    backend: 'first',
    path: p.userDetails,
    request: shape<Record<string, never>>(),
    response: shape<UserDetailsResponse>(),
    statuses: SESSION,
  }),
};
