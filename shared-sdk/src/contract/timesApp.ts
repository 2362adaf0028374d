/** The Times backend's app creation, app details and rights calls (spec 001 section 7; TimesPaths.timesApp). */
import type {
  ApiResponse,
  AppDetailsResponse,
  FormRightsResponse,
  FormsResponse,
  NewAppResponse,
  RosterWizardResponse,
} from '../api/types';
import { Status } from '../constants/codes';
import { defineCall, schemaRef, shape } from './call';
import { APP_ACCESS, SIGNED_IN } from './statusGroups';
import { TimesPaths } from './timesPaths';

const p = TimesPaths.timesApp;

export const timesApp = {
  addApp: defineCall({
    backend: 'times',
    path: p.addApp,
    request: schemaRef('newAppPayloadSchema'),
    response: shape<NewAppResponse>(),
    statuses: [...SIGNED_IN, Status.USER_NOT_ALLOWED, Status.HANDLE_EXIST, Status.APP_NAME_EXIST],
  }),
  confirmApp: defineCall({
    backend: 'times',
    path: p.confirmApp,
    request: schemaRef('confirmAppPayloadSchema'),
    response: shape<ApiResponse>(),
    statuses: [...SIGNED_IN, Status.USER_NOT_ALLOWED],
  }),
  appDetails: defineCall({
    backend: 'times',
    path: p.appDetails,
    request: shape<Record<string, never>>(),
    response: shape<AppDetailsResponse>(),
    statuses: APP_ACCESS,
  }),
  forms: defineCall({
    backend: 'times',
    path: p.forms,
    request: shape<Record<string, never>>(),
    response: shape<FormsResponse>(),
    statuses: APP_ACCESS,
  }),
  formRights: defineCall({
    backend: 'times',
    path: p.formRights,
    request: schemaRef('formRightsPayloadSchema'),
    response: shape<FormRightsResponse>(),
    statuses: [...APP_ACCESS, Status.VALIDATION_ERROR],
  }),
  rosterWizardDetails: defineCall({
    backend: 'times',
    path: p.rosterWizardDetails,
    request: schemaRef('rosterWizardPayloadSchema'),
    response: shape<RosterWizardResponse>(),
    statuses: [...APP_ACCESS, Status.VALIDATION_ERROR, Status.INVALID_SHIFT_DETAILS],
  }),
};
