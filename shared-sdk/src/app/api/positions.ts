/** Times backend: employee positions (spec 001 section 7). */
import { Status, post } from '@times/shared-sdk';
import type { ApiResponse, CallOptions, PositionFields, PositionsResponse, StatusMessages } from '@times/shared-sdk';
import { appMessages } from '../catalogue/appMessages';
import { TimesPaths } from '../../contract/timesPaths';

const t = appMessages;

export const positionsMessages = {
  write: {
    byStatus: {
      [Status.INVALID_USER_RIGHTS]: t.setup.invalidUserRights,
      [Status.NAME_OR_ABBR_EXIST]: t.positions.exist,
      [Status.RECORD_IN_USE]: t.positions.inUse,
    },
  },
  read: { byStatus: { [Status.INVALID_USER_RIGHTS]: t.setup.invalidUserRights } },
} satisfies Record<string, StatusMessages>;

const p = TimesPaths.positions;
const m = positionsMessages;

export const positionsApi = {
  list: (options?: CallOptions) => post<PositionsResponse>('times', p.list, {}, options, m.read),
  details: (rld: string, options?: CallOptions) =>
    post<PositionsResponse>('times', p.details, { rld }, options, m.read),
  add: (employee_roles: PositionFields, options?: CallOptions) =>
    post<ApiResponse>('times', p.add, { employee_roles }, options, m.write),
  update: (rld: string, employee_roles: PositionFields, options?: CallOptions) =>
    post<ApiResponse>('times', p.update, { rld, employee_roles }, options, m.write),
  remove: (rld: string, options?: CallOptions) => post<ApiResponse>('times', p.delete, { rld }, options, m.write),
};
