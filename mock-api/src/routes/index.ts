/** Every API call this server answers, one route module each. */
import { firstVisitorRoute } from './auth/firstVisitor';
import { forgotPasswordRoute } from './auth/forgotPassword';
import { loginRoute } from './auth/login';
import { newPasswordRoute } from './auth/newPassword';
import { registerRoute } from './auth/register';
import { userDetailsRoute } from './auth/userDetails';
import { verifyOtpRoute } from './auth/verifyOtp';
import type { ApiRoute } from './context';
import { contactUsRoute } from './general/contactUs';
import { countriesRoute } from './general/countries';

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
];
