/** Times backend: sites, site groups and the operations-manager lookup (spec 000 section 7). */
import { Status, callContract } from '@times/shared-sdk';
import type { CallOptions, CallTexts, SiteListRequest, SiteWrite } from '@times/shared-sdk';
import { Contract, GENERIC_APP_STATUSES as generic } from '../../contract';
import { appMessages } from '../catalogue/appMessages';

const t = appMessages.setup;
const rights = { [Status.INVALID_USER_RIGHTS]: t.invalidUserRights };

export const sitesMessages = {
  site: {
    generic,
    byStatus: {
      ...rights,
      [Status.SITE_ALREADY_EXIST]: t.siteExist,
      [Status.SITE_MAX_LICENSED_EXCEEDED]: t.licenceExceeded,
      [Status.RECORD_IN_USE]: t.recordInUse(t.sites.shiftsInUse),
    },
  },
  group: {
    generic,
    byStatus: {
      ...rights,
      [Status.GROUP_ALREADY_EXIST]: t.groupExist,
      [Status.RECORD_IN_USE]: t.recordInUse(t.sites.sitesInUse),
    },
  },
  read: { byStatus: rights, generic },
} satisfies Record<string, CallTexts>;

const m = sitesMessages;
const c = Contract.sites;

export const sitesApi = {
  list: (request: SiteListRequest, options?: CallOptions) => callContract(c.list, request, options, m.read),
  lookup: (options?: CallOptions) => callContract(c.lookup, {}, options, m.read),
  details: (std: string, options?: CallOptions) => callContract(c.details, { std }, options, m.read),
  add: (site: SiteWrite, options?: CallOptions) => callContract(c.add, site, options, m.site),
  update: (site: SiteWrite & { std: string }, options?: CallOptions) => callContract(c.update, site, options, m.site),
  remove: (std: string, options?: CallOptions) => callContract(c.delete, { std }, options, m.site),
  groups: (options?: CallOptions) => callContract(c.groupList, {}, options, m.read),
  addGroup: (gnm: string, options?: CallOptions) => callContract(c.groupAdd, { gnm }, options, m.group),
  renameGroup: (sgd: string, gnm: string, options?: CallOptions) =>
    callContract(c.groupUpdate, { sgd, gnm }, options, m.group),
  removeGroup: (sgd: string, options?: CallOptions) => callContract(c.groupDelete, { sgd }, options, m.group),
  opsManagers: (options?: CallOptions) => callContract(c.opsManagers, {}, options, m.read),
};
