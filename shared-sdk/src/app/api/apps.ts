/** Organizations, the user's apps, creating and choosing an app (spec 000 sections 4 and 7). */
import { Status, post } from '@times/shared-sdk';
import type {
  CallOptions,
  StatusMessages,
  AddOrganizationRequest,
  AddOrganizationResponse,
  ApiResponse,
  ConfirmAppRequest,
  NewAppRequest,
  NewAppResponse,
  OrganizationsResponse,
  SelectAppRequest,
  UserAppsResponse,
} from '@times/shared-sdk';
import { appMessages } from '../catalogue/appMessages';
import { TimesPaths } from '../../contract/timesPaths';

const s = appMessages.status;

export const appsMessages = {
  addOrganization: {
    byStatus: {
      [Status.USER_NOT_VERIFIED]: s.userNotVerified,
      [Status.VAT_REG_EXIST]: s.vatRegExist,
      [Status.NAME_EXIST]: s.nameExist,
    },
  },
  addApp: {
    byStatus: {
      [Status.USER_NOT_ALLOWED]: s.accessRightsDenied,
      [Status.HANDLE_EXIST]: s.handleExist,
      [Status.APP_NAME_EXIST]: s.appNameExist,
    },
  },
  selectApp: { byStatus: { [Status.USER_NOT_ALLOWED]: s.accessRightsDenied } },
} satisfies Record<string, StatusMessages>;

/**
 * The app-creation and app-selection screens send the user to '/' on INVALID (spec 000 sections 4
 * and 8): every call they make, the lists they load (organizations, the user's apps) as well as
 * the writes.
 */
const toRoot = (options?: CallOptions): CallOptions => ({ onInvalid: '/', ...options });

export const appsApi = {
  organizations: (options?: CallOptions) =>
    post<OrganizationsResponse>('first', TimesPaths.apps.organizations, {}, toRoot(options)),
  addOrganization: (payload: AddOrganizationRequest, options?: CallOptions) =>
    post<AddOrganizationResponse>(
      'first',
      TimesPaths.apps.addOrganization,
      payload,
      toRoot(options),
      appsMessages.addOrganization,
    ),
  userApps: (options?: CallOptions) => post<UserAppsResponse>('first', TimesPaths.apps.userApps, {}, toRoot(options)),
  selectApp: (payload: SelectAppRequest, options?: CallOptions) =>
    post<ApiResponse>('first', TimesPaths.apps.selectApp, payload, toRoot(options), appsMessages.selectApp),
  addApp: (payload: NewAppRequest, options?: CallOptions) =>
    post<NewAppResponse>('times', TimesPaths.timesApp.addApp, payload, toRoot(options), appsMessages.addApp),
  confirmApp: (payload: ConfirmAppRequest, options?: CallOptions) =>
    post<ApiResponse>('times', TimesPaths.timesApp.confirmApp, payload, toRoot(options), appsMessages.addApp),
};
