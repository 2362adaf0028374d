/** Times backend: clients and client types (spec 000 section 7). */
import { Status, post } from '@times/shared-sdk';
import type {
  ApiResponse,
  CallOptions,
  ClientDetailsResponse,
  ClientLookupResponse,
  ClientStatusCode,
  ClientTypesResponse,
  ClientWrite,
  ClientsResponse,
  StatusMessages,
} from '@times/shared-sdk';
import { appMessages } from '../catalogue/appMessages';
import { TimesPaths } from '../../contract/timesPaths';

const t = appMessages.setup;
const rights = { [Status.INVALID_USER_RIGHTS]: t.invalidUserRights };

export const clientsMessages = {
  client: {
    byStatus: {
      ...rights,
      [Status.RECORD_EXIST]: t.clientExist,
      [Status.RECORD_IN_USE]: t.recordInUse(t.clients.sitesInUse),
    },
  },
  clientType: {
    byStatus: {
      ...rights,
      [Status.RECORD_EXIST]: t.clientTypeExist,
      [Status.RECORD_IN_USE]: t.recordInUse(t.clients.clientsInUse),
    },
  },
  status: { byStatus: { [Status.INVALID_USER_RIGHTS]: t.statusChangeRights }, fallback: t.statusChangeError },
  read: { byStatus: rights },
} satisfies Record<string, StatusMessages>;

const call =
  <T extends ApiResponse>(path: string, messages: StatusMessages) =>
  (payload: object, options?: CallOptions) =>
    post<T>('times', path, payload, options, messages);

const m = clientsMessages;
const p = TimesPaths.clients;

export const clientsApi = {
  list: (flt: 0 | 1 | 2, options?: CallOptions) => call<ClientsResponse>(p.list, m.read)({ flt }, options),
  lookup: (options?: CallOptions) => call<ClientLookupResponse>(p.lookup, m.read)({}, options),
  details: (clntd: string, options?: CallOptions) => call<ClientDetailsResponse>(p.details, m.read)({ clntd }, options),
  /** Add sends every write field of the spec, the status (clnt_status) included. */
  add: (client: ClientWrite & { clnt_status: ClientStatusCode }, options?: CallOptions) =>
    call<ApiResponse>(p.add, m.client)(client, options),
  update: (client: ClientWrite, options?: CallOptions) => call<ApiResponse>(p.update, m.client)(client, options),
  setStatus: (clntd: string, clnt_status: ClientStatusCode, options?: CallOptions) =>
    call<ApiResponse>(p.status, m.status)({ clntd, clnt_status }, options),
  remove: (clntd: string, options?: CallOptions) => call<ApiResponse>(p.delete, m.client)({ clntd }, options),
  types: (options?: CallOptions) => call<ClientTypesResponse>(p.typeList, m.read)({}, options),
  addType: (name: string, options?: CallOptions) => call<ApiResponse>(p.typeAdd, m.clientType)({ name }, options),
  renameType: (tpd: string, name: string, options?: CallOptions) =>
    call<ApiResponse>(p.typeUpdate, m.clientType)({ tpd, name }, options),
  removeType: (tpd: string, options?: CallOptions) => call<ApiResponse>(p.typeDelete, m.clientType)({ tpd }, options),
};
