/** Times backend: the selected app's details, forms and rights (spec 001 sections 2.1 and 6). */
import { Status, callContract } from '@times/shared-sdk';
import type { CallOptions, RosterWizardRequest } from '@times/shared-sdk';
import { Contract, GENERIC_APP_STATUSES } from '../../contract';
import { appMessages } from '../catalogue/appMessages';

const c = Contract.timesApp;

/**
 * The app frame's reads: rights taken away meanwhile say so ('Invalid user rights', spec 001
 * section 8), as does a shift gone from the wizard's details; the rest shows the generic text.
 */
const timesAppMessages = {
  byStatus: {
    [Status.INVALID_USER_RIGHTS]: appMessages.status.invalidUserRights,
    [Status.INVALID_SHIFT_DETAILS]: appMessages.shiftSetup.wizard.invalidShiftDetails,
  },
  generic: GENERIC_APP_STATUSES,
} as const;
const generic = timesAppMessages;

export const timesAppApi = {
  appDetails: (options?: CallOptions) => callContract(c.appDetails, {}, options, generic),
  forms: (options?: CallOptions) => callContract(c.forms, {}, options, generic),
  formRights: (f_rd: number, options?: CallOptions) => callContract(c.formRights, { f_rd }, options, generic),
  rosterWizardDetails: (payload: RosterWizardRequest, options?: CallOptions) =>
    callContract(c.rosterWizardDetails, payload, options, generic),
};
