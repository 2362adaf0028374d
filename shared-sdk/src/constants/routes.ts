/** Routes owned by the shell (spec 000 section 2, spec 001 section 2). */
export const Routes = {
  ROOT: '/',
  APPROOT: '/approot',
  SIGNUP: '/approot/signup',
  LOGIN: '/approot/login',
  FORGOT_PASSWORD: '/approot/forgotpassword',
  CONTACT_US: '/approot/contactus',
  APPHOME: '/apphome',
  APPHOME_NEW_APP: '/apphome/homenewapp',
  APPHOME_MESSAGES: '/apphome/homemessages',
  APPHOME_PROFILE: '/apphome/homeprofile',
  APPTIMES: '/apptimes',
} as const;
