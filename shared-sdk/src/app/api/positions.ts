/** Times backend: employee positions (spec 001 section 7). */
import { Status, callContract } from '@times/shared-sdk';
import type { CallOptions, CallTexts, PositionFields } from '@times/shared-sdk';
import { Contract, GENERIC_APP_STATUSES as generic } from '../../contract';
import { appMessages } from '../catalogue/appMessages';

const t = appMessages;

export const positionsMessages = {
  write: {
    generic,
    byStatus: {
      [Status.INVALID_USER_RIGHTS]: t.setup.invalidUserRights,
      [Status.NAME_OR_ABBR_EXIST]: t.positions.exist,
      [Status.RECORD_IN_USE]: t.positions.inUse,
    },
  },
  read: { byStatus: { [Status.INVALID_USER_RIGHTS]: t.setup.invalidUserRights }, generic },
} satisfies Record<string, CallTexts>;

const c = Contract.positions;
const m = positionsMessages;

export const positionsApi = {
  list: (options?: CallOptions) => callContract(c.list, {}, options, m.read),
  details: (rld: string, options?: CallOptions) => callContract(c.details, { rld }, options, m.read),
  add: (employee_roles: PositionFields, options?: CallOptions) =>
    callContract(c.add, { employee_roles }, options, m.write),
  update: (rld: string, employee_roles: PositionFields, options?: CallOptions) =>
    callContract(c.update, { rld, employee_roles }, options, m.write),
  remove: (rld: string, options?: CallOptions) => callContract(c.delete, { rld }, options, m.write),
};
