import {
  DEFAULT_LOCATION,
  ORGANIZATION_LOCATION_TP,
  type AddOrganizationRequest,
  type OrganizationForm,
} from '@times/shared-sdk';

/** The new-organization form as the /api/reg/9123 payload (no picture; the default location). */
export function toOrganizationRequest(form: OrganizationForm): AddOrganizationRequest {
  return {
    cnm: form.name.trim(),
    reg_no: (form.regno ?? '').trim(),
    vat_no: (form.vatno ?? '').trim(),
    hasImg: 0,
    picd: '',
    picdd: '',
    location_tp: ORGANIZATION_LOCATION_TP,
    lat: DEFAULT_LOCATION.lat,
    lng: DEFAULT_LOCATION.lng,
  };
}
