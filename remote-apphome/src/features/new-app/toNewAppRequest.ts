import { APP_ACCESS_TYPE, TIMES_SUB_PRODUCT, splitTags, type NewAppForm, type NewAppRequest } from '@times/shared-sdk';

/** The app form as the /api/auth/094564 payload, for an organization (cmpd) or for the user (null). */
export function toNewAppRequest(form: NewAppForm, organizationCmpd: string | null): NewAppRequest {
  return {
    app_nm: form.name.trim(),
    app_description: form.description.trim(),
    app_handle: (form.handle ?? '').trim(),
    tags: splitTags(form.tags),
    app_acc_tp: APP_ACCESS_TYPE,
    is_own_app: organizationCmpd ? 0 : 1,
    cmpd: organizationCmpd ?? '',
    sub_prdct: TIMES_SUB_PRODUCT,
  };
}
