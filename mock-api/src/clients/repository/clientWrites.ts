/**
 * The clients domain's writes, the same on both stores: one store update each (one transaction
 * on PostgreSQL), deciding on the newest state inside it, so two calls at once on any API process
 * cannot both pass a check that only one may (a name taken, a client or type still in use).
 */
import { newPublicId } from '../../apps/apps';
import type { DataStore } from '../../store/dataStore';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import {
  clientInUse,
  clientNameTaken,
  clientTypeInUse,
  clientTypeNameTaken,
  findClient,
  findClientType,
} from '../clients';
import type {
  ClientAdd,
  ClientFields,
  ClientRemove,
  ClientRepository,
  ClientTypeAdd,
  ClientTypeRemove,
  ClientTypeRename,
  ClientUpdate,
} from './clientRepository';

type Writes = Pick<
  ClientRepository,
  'add' | 'update' | 'setStatus' | 'remove' | 'addType' | 'renameType' | 'removeType'
>;

export class ClientWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  add(appId: string, fields: ClientFields, clntStatus: number): Promise<ClientAdd> {
    return this.store.update((draft): ClientAdd => {
      const newest = baseOf(draft);
      if (!findClientType(newest, appId, fields.clnt_tpd)) return { status: 'no-type' };
      if (clientNameTaken(newest, appId, fields.name)) return { status: 'name-taken' };
      const cntd = newPublicId(newest.clients.map((client) => client.cntd));
      draft.clients.push({ id: nextId(draft.clients), cntd, app_id: appId, ...fields, clnt_status: clntStatus });
      return { status: 'added', cntd };
    });
  }

  update(appId: string, cntd: string, fields: ClientFields): Promise<ClientUpdate> {
    return this.store.update((draft): ClientUpdate => {
      const newest = baseOf(draft);
      if (!findClient(newest, appId, cntd)) return 'no-client';
      if (!findClientType(newest, appId, fields.clnt_tpd)) return 'no-type';
      if (clientNameTaken(newest, appId, fields.name, cntd)) return 'name-taken';
      Object.assign(findClient(draft, appId, cntd)!, fields);
      return 'updated';
    });
  }

  setStatus(appId: string, cntd: string, clntStatus: number): Promise<boolean> {
    return this.store.update((draft) => {
      const client = findClient(draft, appId, cntd);
      if (client) client.clnt_status = clntStatus;
      return client !== undefined;
    });
  }

  remove(appId: string, cntd: string): Promise<ClientRemove> {
    return this.store.update((draft): ClientRemove => {
      const newest = baseOf(draft);
      const client = findClient(newest, appId, cntd);
      if (!client) return 'no-client';
      // On the newest state: a site added at once for the client keeps it.
      if (clientInUse(newest, client)) return 'in-use';
      draft.clients = draft.clients.filter((candidate) => !(candidate.app_id === appId && candidate.cntd === cntd));
      return 'removed';
    });
  }

  addType(appId: string, name: string): Promise<ClientTypeAdd> {
    return this.store.update((draft): ClientTypeAdd => {
      const newest = baseOf(draft);
      if (clientTypeNameTaken(newest, appId, name)) return { status: 'name-taken' };
      const tpd = newPublicId(newest.client_types.map((type) => type.tpd));
      draft.client_types.push({ id: nextId(draft.client_types), tpd, app_id: appId, name });
      return { status: 'added', tpd };
    });
  }

  renameType(appId: string, tpd: string, name: string): Promise<ClientTypeRename> {
    return this.store.update((draft): ClientTypeRename => {
      const newest = baseOf(draft);
      if (!findClientType(newest, appId, tpd)) return 'no-type';
      if (clientTypeNameTaken(newest, appId, name, tpd)) return 'name-taken';
      findClientType(draft, appId, tpd)!.name = name;
      return 'renamed';
    });
  }

  removeType(appId: string, tpd: string): Promise<ClientTypeRemove> {
    return this.store.update((draft): ClientTypeRemove => {
      const newest = baseOf(draft);
      if (!findClientType(newest, appId, tpd)) return 'no-type';
      // On the newest state: a client given the type at once keeps it.
      if (clientTypeInUse(newest, appId, tpd)) return 'in-use';
      draft.client_types = draft.client_types.filter((type) => !(type.app_id === appId && type.tpd === tpd));
      return 'removed';
    });
  }
}
