import { composeMobile, LoginMethod, type LoginForm, type LoginRequest } from '@times/shared-sdk';

/** The sign-in form as the /api/auth/543225 payload: mobile (2) or e-mail (1). */
export function toLoginRequest(form: LoginForm): LoginRequest {
  const byMobile = form.method === LoginMethod.MOBILE;
  return {
    pass: form.password,
    isMobileOrEmail: form.method,
    eml: byMobile ? '' : (form.email ?? '').trim(),
    mbl: byMobile ? composeMobile(form.country ?? '', form.mobile ?? '') : '',
  };
}
