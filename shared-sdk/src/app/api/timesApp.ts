/** Times backend: the selected app's details, forms and rights (spec 001 sections 2.1 and 6). */
import { Status, callContract } from '@times/shared-sdk';
import type { CallOptions, RosterWizardRequest } from '@times/shared-sdk';
import { Contract, GENERIC_APP_STATUSES } from '../../contract';

const c = Contract.timesApp;

/** The app frame's reads have no texts of their own: any refusal shows the generic text. */
const generic = {
  generic: [...GENERIC_APP_STATUSES, Status.INVALID_USER_RIGHTS, Status.INVALID_SHIFT_DETAILS],
} as const;

export const timesAppApi = {
  appDetails: (options?: CallOptions) => callContract(c.appDetails, {}, options, generic),
  forms: (options?: CallOptions) => callContract(c.forms, {}, options, generic),
  formRights: (f_rd: number, options?: CallOptions) => callContract(c.formRights, { f_rd }, options, generic),
  rosterWizardDetails: (payload: RosterWizardRequest, options?: CallOptions) =>
    callContract(c.rosterWizardDetails, payload, options, generic),
};
