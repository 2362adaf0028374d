/** Times backend: shifts and the roster site lookup (spec 000 section 7). */
import { Status, post } from '@times/shared-sdk';
import type {
  ApiResponse,
  CallOptions,
  RosterSitesResponse,
  ShiftWrite,
  ShiftsResponse,
  StatusMessages,
} from '@times/shared-sdk';
import { appMessages } from '../catalogue/appMessages';
import { TimesPaths } from '../../contract/timesPaths';

const t = appMessages.setup;

export const shiftsMessages = {
  shift: {
    byStatus: { [Status.INVALID_USER_RIGHTS]: t.invalidUserRights, [Status.SHIFT_ALREADY_EXIST]: t.shiftExist },
  },
  read: { byStatus: { [Status.INVALID_USER_RIGHTS]: t.invalidUserRights } },
} satisfies Record<string, StatusMessages>;

const m = shiftsMessages;
const p = TimesPaths.shifts;

export const shiftsApi = {
  forSite: (std: string, options?: CallOptions) =>
    post<ShiftsResponse>('times', p.listForSite, { std }, options, m.read),
  details: (sftd: string, options?: CallOptions) => post<ShiftsResponse>('times', p.details, { sftd }, options, m.read),
  add: (site_shift: ShiftWrite, options?: CallOptions) =>
    post<ApiResponse>('times', p.add, { site_shift }, options, m.shift),
  update: (sftd: string, site_shift: ShiftWrite, options?: CallOptions) =>
    post<ApiResponse>('times', p.update, { sftd, site_shift }, options, m.shift),
  remove: (sftd: string, options?: CallOptions) => post<ApiResponse>('times', p.delete, { sftd }, options, m.shift),
  rosterSites: (options?: CallOptions) => post<RosterSitesResponse>('times', p.rosterSites, {}, options, m.read),
};
