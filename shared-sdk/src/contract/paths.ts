/** Every path of the spec, one constant each, grouped by backend and domain. */
export const Paths = {
  auth: {
    firstVisitor: '/api/auth/235215',
    register: '/api/reg/412703',
    verifyOtp: '/api/auth/981203',
    login: '/api/auth/543225',
    forgotPassword: '/api/auth/785643',
    newPassword: '/api/auth/982345',
    userDetails: '/api/auth/23672',
  },
  general: {
    countries: '/api/gen/32561',
    contactUs: '/api/gen/54221',
  },
} as const;

/** Which backend serves a path: the first backend or the Times backend. */
export type Backend = 'first' | 'times';
