/** Organizations, the user's apps, creating and choosing an app (spec 000 sections 4 and 7). */
import { Status, callContract } from '@times/shared-sdk';
import type {
  AddOrganizationRequest,
  CallOptions,
  CallTexts,
  ConfirmAppRequest,
  NewAppRequest,
  SelectAppRequest,
} from '@times/shared-sdk';
import { Contract } from '../../contract';
import { appMessages } from '../catalogue/appMessages';

const s = appMessages.status;

export const appsMessages = {
  addOrganization: {
    byStatus: {
      [Status.USER_NOT_VERIFIED]: s.userNotVerified,
      [Status.VAT_REG_EXIST]: s.vatRegExist,
      [Status.NAME_EXIST]: s.nameExist,
    },
    generic: [Status.VALIDATION_ERROR],
  },
  addApp: {
    byStatus: {
      [Status.USER_NOT_ALLOWED]: s.accessRightsDenied,
      [Status.HANDLE_EXIST]: s.handleExist,
      [Status.APP_NAME_EXIST]: s.appNameExist,
    },
    generic: [Status.VALIDATION_ERROR],
  },
  selectApp: { byStatus: { [Status.USER_NOT_ALLOWED]: s.accessRightsDenied }, generic: [Status.VALIDATION_ERROR] },
} satisfies Record<string, CallTexts>;

/**
 * The app-creation and app-selection screens send the user to '/' on INVALID (spec 000 sections 4
 * and 8): every call they make, the lists they load (organizations, the user's apps) as well as
 * the writes.
 */
const toRoot = (options?: CallOptions): CallOptions => ({ onInvalid: '/', ...options });

export const appsApi = {
  organizations: (options?: CallOptions) => callContract(Contract.apps.organizations, {}, toRoot(options), {}),
  addOrganization: (payload: AddOrganizationRequest, options?: CallOptions) =>
    callContract(Contract.apps.addOrganization, payload, toRoot(options), appsMessages.addOrganization),
  userApps: (options?: CallOptions) => callContract(Contract.apps.userApps, {}, toRoot(options), {}),
  selectApp: (payload: SelectAppRequest, options?: CallOptions) =>
    callContract(Contract.apps.selectApp, payload, toRoot(options), appsMessages.selectApp),
  addApp: (payload: NewAppRequest, options?: CallOptions) =>
    callContract(Contract.timesApp.addApp, payload, toRoot(options), appsMessages.addApp),
  confirmApp: (payload: ConfirmAppRequest, options?: CallOptions) =>
    callContract(Contract.timesApp.confirmApp, payload, toRoot(options), appsMessages.addApp),
};
