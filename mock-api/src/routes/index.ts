/** Every API call this server answers, one route module each. */
import { firstVisitorRoute } from './auth/firstVisitor';
import { forgotPasswordRoute } from './auth/forgotPassword';
import { loginRoute } from './auth/login';
import { newPasswordRoute } from './auth/newPassword';
import { registerRoute } from './auth/register';
import { userDetailsRoute } from './auth/userDetails';
import { verifyOtpRoute } from './auth/verifyOtp';
import { addOrganizationRoute } from './apps/addOrganization';
import { organizationsRoute } from './apps/organizations';
import { selectAppRoute } from './apps/selectApp';
import { userAppsRoute } from './apps/userApps';
import type { ApiRoute } from './context';
import { contactUsRoute } from './general/contactUs';
import { countriesRoute } from './general/countries';
import { addAppRoute } from './timesApp/addApp';
import { appDetailsRoute } from './timesApp/appDetails';
import { confirmAppRoute } from './timesApp/confirmApp';
import { formRightsRoute } from './timesApp/formRights';
import { formsRoute } from './timesApp/forms';
import { rosterWizardDetailsRoute } from './timesApp/rosterWizardDetails';

export const apiRoutes: readonly ApiRoute[] = [
  firstVisitorRoute,
  registerRoute,
  verifyOtpRoute,
  loginRoute,
  forgotPasswordRoute,
  newPasswordRoute,
  userDetailsRoute,
  countriesRoute,
  contactUsRoute,
  organizationsRoute,
  addOrganizationRoute,
  userAppsRoute,
  selectAppRoute,
  addAppRoute,
  confirmAppRoute,
  appDetailsRoute,
  formsRoute,
  formRightsRoute,
  rosterWizardDetailsRoute,
];
