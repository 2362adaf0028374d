/**
 * Request and response shapes of the calls (spec 000 sections 3 and 7, spec 001 section 3).
 * Requests are listed without the envelope, which the client adds to every call.
 */
import type { StatusCode } from '../constants/codes';

/** net_info of the envelope. */
export interface NetInfo {
  is_mobile: 0 | 1;
  is_desktop: 0 | 1;
  browser_name: string;
  browser_version: string;
  full_version: string;
  device_type: string;
  os: string;
  engine_name: string;
  engine_version: string;
}

/** The three session values the server hands out and checks on every call. */
export interface RequestSession {
  sid: string;
  srm: string;
  scd: string;
}

export interface Envelope {
  app_tp: 1;
  net_info: NetInfo;
  request_session: RequestSession;
}

/** Session values with the expiry the cookies must carry (ISO 8601). */
export interface SessionGrant extends RequestSession {
  expires_at: string;
}

export interface ApiResponse {
  status: StatusCode;
}

export interface FirstVisitorResponse extends ApiResponse {
  session: SessionGrant;
}

export interface CustomerReg {
  eml: string;
  u_nm: string;
  u_srm: string;
  u_pss: string;
  /** Dial code plus number, digits only, e.g. 27821234567. */
  u_mbl: string;
  /** YYYY-MM-DD */
  dob: string;
}

export interface RegistrationRequest {
  customer_reg: CustomerReg;
  gender: 1 | 2;
  location_tp: 3;
  lat: number;
  lng: number;
}

export interface RegistrationResponse extends ApiResponse {
  session: SessionGrant;
  /** OTP expiry, ISO 8601. */
  dt_eotp: string;
}

export interface OtpRequest {
  otp: string;
  otp_tp: 1;
}

export interface LoginRequest {
  pass: string;
  isMobileOrEmail: 1 | 2;
  eml: string;
  mbl: string;
}

export interface LoginResponse extends ApiResponse {
  session: SessionGrant;
}

export interface ForgotPasswordRequest {
  mbl: string;
}

export interface PasswordResetData {
  rfd: string;
  rfdd: string;
  tmd: string;
  tmddc: string;
  /** OTP expiry, ISO 8601. */
  dt_eotp: string;
}

export interface ForgotPasswordResponse extends ApiResponse, PasswordResetData {}

export interface NewPasswordRequest {
  rfd: string;
  rfdd: string;
  tmd: string;
  tmddc: string;
  pass: string;
  otp: string;
}

export interface UserDetails {
  /** 1 verified and active. */
  status: number;
  nm: string;
  snm: string;
  mbl: string;
  eml: string;
  gender: 1 | 2;
  dob: string;
  usrcd: string;
}

export interface UserDetailsResponse extends ApiResponse {
  user_details: UserDetails;
}

export interface Country {
  id: number;
  c_nm: string;
  /** Dial code, digits only ('27'); '00' is the placeholder entry. */
  c_code: string;
  crnc_code: string;
}

export interface CountriesResponse extends ApiResponse {
  countries: Country[];
}

export interface ContactRequestPayload {
  name: string;
  surname: string;
  email: string;
  mobile: string;
  product_id: number;
}
