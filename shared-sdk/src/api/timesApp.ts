/** Times backend: the selected app's details, forms and rights (spec 001 sections 2.1 and 6). */
import { post } from '../http/client';
import type { CallOptions } from '../http/outcome';
import { Paths } from './paths';
import type { AppDetailsResponse, FormRightsResponse, FormsResponse, RosterWizardRequest, RosterWizardResponse } from './types';

export const timesAppApi = {
  appDetails: (options?: CallOptions) => post<AppDetailsResponse>('times', Paths.timesApp.appDetails, {}, options),
  forms: (options?: CallOptions) => post<FormsResponse>('times', Paths.timesApp.forms, {}, options),
  formRights: (f_rd: number, options?: CallOptions) =>
    post<FormRightsResponse>('times', Paths.timesApp.formRights, { f_rd }, options),
  rosterWizardDetails: (payload: RosterWizardRequest, options?: CallOptions) =>
    post<RosterWizardResponse>('times', Paths.timesApp.rosterWizardDetails, payload, options),
};
