/** Times backend: the selected app's details, forms and rights (spec 001 sections 2.1 and 6). */
import { post } from '@times/shared-sdk';
import type {
  AppDetailsResponse,
  CallOptions,
  FormRightsResponse,
  FormsResponse,
  RosterWizardRequest,
  RosterWizardResponse,
} from '@times/shared-sdk';
import { TimesPaths } from '../../contract/timesPaths';

export const timesAppApi = {
  appDetails: (options?: CallOptions) => post<AppDetailsResponse>('times', TimesPaths.timesApp.appDetails, {}, options),
  forms: (options?: CallOptions) => post<FormsResponse>('times', TimesPaths.timesApp.forms, {}, options),
  formRights: (f_rd: number, options?: CallOptions) =>
    post<FormRightsResponse>('times', TimesPaths.timesApp.formRights, { f_rd }, options),
  rosterWizardDetails: (payload: RosterWizardRequest, options?: CallOptions) =>
    post<RosterWizardResponse>('times', TimesPaths.timesApp.rosterWizardDetails, payload, options),
};
