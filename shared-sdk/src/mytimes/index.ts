/**
 * @times/shared-sdk/mytimes (issue 31): what the employees' own pages need, lean for a phone: the My Times and
 * invitation calls, My Times' texts, the self-service constants and the offline queue. Not a shared module: an app
 * that uses it bundles it (it reaches the core by its package name, so the page's one core and session are used).
 */
export { myTimesApi, invitationsApi } from './api';
export { myTimesMessages } from '../app/catalogue/myTimes';
export * from '../constants/selfService';
export * from '../offline';
