import {
  composeMobile,
  DEFAULT_LOCATION,
  REGISTRATION_LOCATION_TP,
  type RegistrationForm,
  type RegistrationRequest,
} from '@times/shared-sdk';

/** The sign-up form as the /api/reg/412703 payload. */
export function toRegistrationRequest(form: RegistrationForm): RegistrationRequest {
  return {
    customer_reg: {
      eml: form.email?.trim() ?? '',
      u_nm: form.name.trim(),
      u_srm: form.surname.trim(),
      u_pss: form.password,
      u_mbl: composeMobile(form.country, form.mobile),
      dob: form.dob,
    },
    gender: form.gender as 1 | 2,
    location_tp: REGISTRATION_LOCATION_TP,
    lat: DEFAULT_LOCATION.lat,
    lng: DEFAULT_LOCATION.lng,
  };
}
