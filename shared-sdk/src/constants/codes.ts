/** Business constants and codes of the spec (000 section 9, 001 section 9). */
export const APP_TP = 1 as const;
/** The workforce product and its Times sub-product (the only app that can be created). */
export const WORKFORCE_PRODUCT = 1 as const;
export const TIMES_SUB_PRODUCT = 29 as const;
export const TIMES_PRODUCT_NAME = 'Times';
export const APP_ACCESS_TYPE = 1 as const;
/** Location type sent with organization creation. */
export const ORGANIZATION_LOCATION_TP = 3 as const;

export const Status = {
  OK: 'OK',
  INVALID: 'INVALID',
  USER_EXIST: 'USER_EXIST',
  INVALID_USER: 'INVALID_USER',
  LOGIN_FAILED: 'LOGIN_FAILED',
  OTP_INCORRECT: 'OTP_INCORRECT',
  OTP_EXPIRED: 'OTP_EXPIRED',
  OTP_ATTEMPTS_EXCEEDED: 'OTP_ATTEMPTS_EXCEEDED',
  /** Not in the spec: sign-in, OTP or code requests throttled; the answer carries retry_after (seconds). */
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  USER_NOT_VERIFIED: 'USER_NOT_VERIFIED',
  VAT_REG_EXIST: 'VAT_REG_EXIST',
  NAME_EXIST: 'NAME_EXIST',
  USER_NOT_ALLOWED: 'USER_NOT_ALLOWED',
  HANDLE_EXIST: 'HANDLE_EXIST',
  APP_NAME_EXIST: 'APP_NAME_EXIST',
  INVALID_USER_RIGHTS: 'INVALID_USER_RIGHTS',
  /** A Times-backend call before an app was chosen on the app home. */
  APP_NOT_SELECTED: 'APP_NOT_SELECTED',
  INVALID_SHIFT_DETAILS: 'INVALID_SHIFT_DETAILS',
  RECORD_EXIST: 'RECORD_EXIST',
  SITE_ALREADY_EXIST: 'SITE_ALREADY_EXIST',
  SITE_MAX_LICENSED_EXCEEDED: 'SITE_MAX_LICENSED_EXCEEDED',
  GROUP_ALREADY_EXIST: 'GROUP_ALREADY_EXIST',
  SHIFT_ALREADY_EXIST: 'SHIFT_ALREADY_EXIST',
  /** Not in the spec: a delete refused because other records still use the record. */
  RECORD_IN_USE: 'RECORD_IN_USE',
  NAME_OR_ABBR_EXIST: 'NAME_OR_ABBR_EXIST',
  INVALID_REQUEST: 'INVALID_REQUEST',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  SERVER_ERROR: 'SERVER_ERROR',
  /** Not in the spec: too many first visits from one client address in a minute (the mock API's limit). */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** Not in the spec: the API's database or job queue cannot be reached for now (HTTP 503); nothing was written. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** Client side only: the server could not be reached or answered something that is not JSON. */
  NETWORK_ERROR: 'NETWORK_ERROR',
} as const;
export type StatusCode = (typeof Status)[keyof typeof Status] | (string & {});

export const Gender = { MALE: 1, FEMALE: 2 } as const;
export const LoginMethod = { EMAIL: 1, MOBILE: 2 } as const;
export type LoginMethodCode = (typeof LoginMethod)[keyof typeof LoginMethod];

/** Location type sent with registration, and the fixed default location near Pretoria. */
export const REGISTRATION_LOCATION_TP = 3 as const;
export const DEFAULT_LOCATION = { lat: -25.7479, lng: 28.2293 } as const;

/** The 'Select Country' placeholder entry of the country list. */
export const PLACEHOLDER_COUNTRY_CODE = '00';
export const COUNTRIES_STORAGE_KEY = 'times.countries';

export const OTP_TP_REGISTRATION = 1 as const;
export const OTP_COUNTDOWN_TICK_MS = 1000;

export const ContactProduct = { TIMES: 1, CLASSIC_VEND: 2, SMART_AMI: 3 } as const;
export const CONTACT_PRODUCTS = [
  { id: ContactProduct.TIMES, name: 'Times' },
  { id: ContactProduct.CLASSIC_VEND, name: 'Classic Vend' },
  { id: ContactProduct.SMART_AMI, name: 'Smart AMI' },
] as const;

/** Length bounds of the validation tables. */
export const Limits = {
  NAME_MAX: 100,
  MOBILE_MIN: 9,
  PASSWORD_MIN: 7,
  LOGIN_PASSWORD_MIN: 2,
  CONTACT_NAME_MIN: 2,
  DATE_MIN: 9,
  APP_NAME_MIN: 2,
  APP_NAME_MAX: 95,
  APP_DESCRIPTION_MIN: 2,
  APP_DESCRIPTION_MAX: 240,
  CLIENT_UPDATE_NAME_MAX: 45,
  SHORT_NAME_MAX: 45,
  TIME_MIN: 4,
  POSITION_NAME_MAX: 45,
  ABBR_MAX: 5,
} as const;

/** The day flags of a position, in the order the cards show them. */
export const POSITION_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'hld'] as const;

export const ClientStatus = { ACTIVE: 5, DEACTIVATED: 10 } as const;
export const ClientFilter = { ALL: 0, ACTIVE: 1, DEACTIVATED: 2 } as const;
export const SiteFilter = { ALL: 0, CLIENT: 1, GROUP: 2, OPS_MANAGER: 3, LOCATION: 4 } as const;
export const SITE_LOCATION_TP = 1 as const;
export const SITE_PAGE_SIZE = 20;
/** A new shift ends 6 hours after it starts. */
export const DEFAULT_SHIFT_HOURS = 6;
