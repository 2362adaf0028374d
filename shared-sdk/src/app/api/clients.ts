/** Times backend: clients and client types (spec 000 section 7). */
import { Status, callContract } from '@times/shared-sdk';
import type { CallOptions, CallTexts, ClientStatusCode, ClientWrite } from '@times/shared-sdk';
import { Contract, GENERIC_APP_STATUSES as generic } from '../../contract';
import { appMessages } from '../catalogue/appMessages';

const t = appMessages.setup;
const rights = { [Status.INVALID_USER_RIGHTS]: t.invalidUserRights };

export const clientsMessages = {
  client: {
    generic,
    byStatus: {
      ...rights,
      [Status.RECORD_EXIST]: t.clientExist,
      [Status.RECORD_IN_USE]: t.recordInUse(t.clients.sitesInUse),
    },
  },
  clientType: {
    generic,
    byStatus: {
      ...rights,
      [Status.RECORD_EXIST]: t.clientTypeExist,
      [Status.RECORD_IN_USE]: t.recordInUse(t.clients.clientsInUse),
    },
  },
  status: { byStatus: { [Status.INVALID_USER_RIGHTS]: t.statusChangeRights }, fallback: t.statusChangeError, generic },
  read: { byStatus: rights, generic },
} satisfies Record<string, CallTexts>;

const m = clientsMessages;
const c = Contract.clients;

export const clientsApi = {
  list: (flt: 0 | 1 | 2, options?: CallOptions) => callContract(c.list, { flt }, options, m.read),
  lookup: (options?: CallOptions) => callContract(c.lookup, {}, options, m.read),
  details: (clntd: string, options?: CallOptions) => callContract(c.details, { clntd }, options, m.read),
  /** Add sends every write field of the spec, the status (clnt_status) included. */
  add: (client: ClientWrite & { clnt_status: ClientStatusCode }, options?: CallOptions) =>
    callContract(c.add, client, options, m.client),
  update: (client: ClientWrite & { clntd: string }, options?: CallOptions) =>
    callContract(c.update, client, options, m.client),
  setStatus: (clntd: string, clnt_status: ClientStatusCode, options?: CallOptions) =>
    callContract(c.status, { clntd, clnt_status }, options, m.status),
  remove: (clntd: string, options?: CallOptions) => callContract(c.delete, { clntd }, options, m.client),
  types: (options?: CallOptions) => callContract(c.typeList, {}, options, m.read),
  addType: (name: string, options?: CallOptions) => callContract(c.typeAdd, { name }, options, m.clientType),
  renameType: (tpd: string, name: string, options?: CallOptions) =>
    callContract(c.typeUpdate, { tpd, name }, options, m.clientType),
  removeType: (tpd: string, options?: CallOptions) => callContract(c.typeDelete, { tpd }, options, m.clientType),
};
