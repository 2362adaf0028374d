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
  /** First backend: organizations, the user's apps and choosing one. */
  apps: {
    organizations: '/api/auth/45345',
    addOrganization: '/api/reg/9123',
    userApps: '/api/app/34542',
    selectApp: '/api/gen/23432',
  },
  /** Times backend: app creation, app details and rights. */
  timesApp: {
    addApp: '/api/auth/094564',
    confirmApp: '/api/auth/093452',
    appDetails: '/api/auth/645673',
    forms: '/api/auth/435366',
    formRights: '/api/auth/543452',
    rosterWizardDetails: '/api/auth/46546',
  },
} as const;

/** Which backend serves a path: the first backend or the Times backend. */
export type Backend = 'first' | 'times';
