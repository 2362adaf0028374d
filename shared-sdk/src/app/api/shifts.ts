/** Times backend: shifts and the roster site lookup (spec 000 section 7). */
import { Status, callContract } from '@times/shared-sdk';
import type { CallOptions, CallTexts, ShiftWrite } from '@times/shared-sdk';
import { Contract, GENERIC_APP_STATUSES as generic } from '../../contract';
import { appMessages } from '../catalogue/appMessages';

const t = appMessages.setup;

export const shiftsMessages = {
  shift: {
    generic,
    byStatus: { [Status.INVALID_USER_RIGHTS]: t.invalidUserRights, [Status.SHIFT_ALREADY_EXIST]: t.shiftExist },
  },
  read: { byStatus: { [Status.INVALID_USER_RIGHTS]: t.invalidUserRights }, generic },
} satisfies Record<string, CallTexts>;

const m = shiftsMessages;
const c = Contract.shifts;

export const shiftsApi = {
  forSite: (std: string, options?: CallOptions) => callContract(c.listForSite, { std }, options, m.read),
  details: (sftd: string, options?: CallOptions) => callContract(c.details, { sftd }, options, m.read),
  add: (site_shift: ShiftWrite, options?: CallOptions) => callContract(c.add, { site_shift }, options, m.shift),
  update: (sftd: string, site_shift: ShiftWrite, options?: CallOptions) =>
    callContract(c.update, { sftd, site_shift }, options, m.shift),
  remove: (sftd: string, options?: CallOptions) => callContract(c.delete, { sftd }, options, m.shift),
  rosterSites: (options?: CallOptions) => callContract(c.rosterSites, {}, options, m.read),
};
