/**
 * The clients domain's writes, the same on both stores: one store update each (one transaction
 * on PostgreSQL), deciding on the newest state inside it, so two calls at once on any API process
 * cannot both pass a check that only one may (a name taken, a client or type still in use). On PostgreSQL each is
 * a write of its own rows (the client types and clients have tables of their own): it reads and locks what it
 * decides on first (readingClients.ts) and takes a new record's id from the table's sequence.
 */
import { newPublicId } from '../../apps/apps';
import type { DataStore } from '../../store/dataStore';
import { baseOf } from '../../store/mutation';
import { combinedPrepare } from '../../store/combinedPrepare';
import { ReservedIds } from '../../store/reservedIds';
import { ClientReads, ClientTypeReads } from './readingClients';
import { clientNameTaken, clientTypeNameTaken, findClient, findClientType } from '../clients';
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
    const reads = new ClientReads({ appId, names: true, tpd: fields.clnt_tpd });
    const ids = new ReservedIds({ clients: 1 });
    return this.store.updateRows((draft): ClientAdd => {
      const newest = baseOf(draft);
      if (!findClientType(newest, appId, fields.clnt_tpd)) return { status: 'no-type' };
      if (clientNameTaken(newest, appId, fields.name)) return { status: 'name-taken' };
      const cntd = newPublicId(newest.clients.map((client) => client.cntd));
      const id = ids.next('clients', draft.clients);
      draft.clients.push({ id, cntd, app_id: appId, ...fields, clnt_status: clntStatus });
      return { status: 'added', cntd };
    }, combinedPrepare(reads.prepare, ids.prepare)!);
  }

  update(appId: string, cntd: string, fields: ClientFields): Promise<ClientUpdate> {
    const reads = new ClientReads({ appId, names: true, cntd, tpd: fields.clnt_tpd });
    return this.store.updateRows((draft): ClientUpdate => {
      const newest = baseOf(draft);
      if (!findClient(newest, appId, cntd)) return 'no-client';
      if (!findClientType(newest, appId, fields.clnt_tpd)) return 'no-type';
      if (clientNameTaken(newest, appId, fields.name, cntd)) return 'name-taken';
      Object.assign(findClient(draft, appId, cntd)!, fields);
      return 'updated';
    }, reads.prepare);
  }

  setStatus(appId: string, cntd: string, clntStatus: number): Promise<boolean> {
    return this.store.updateRows((draft) => {
      const client = findClient(draft, appId, cntd);
      if (client) client.clnt_status = clntStatus;
      return client !== undefined;
    }, new ClientReads({ appId, cntd }).prepare);
  }

  remove(appId: string, cntd: string): Promise<ClientRemove> {
    const reads = new ClientReads({ appId, cntd, inUse: true });
    return this.store.updateRows((draft): ClientRemove => {
      const newest = baseOf(draft);
      const client = findClient(newest, appId, cntd);
      if (!client) return 'no-client';
      // A site added at once for the client keeps it.
      if (reads.inUse(newest, cntd)) return 'in-use';
      draft.clients = draft.clients.filter((candidate) => !(candidate.app_id === appId && candidate.cntd === cntd));
      return 'removed';
    }, reads.prepare);
  }

  addType(appId: string, name: string): Promise<ClientTypeAdd> {
    const reads = new ClientTypeReads({ appId, names: true });
    const ids = new ReservedIds({ client_types: 1 });
    return this.store.updateRows((draft): ClientTypeAdd => {
      const newest = baseOf(draft);
      if (clientTypeNameTaken(newest, appId, name)) return { status: 'name-taken' };
      const tpd = newPublicId(newest.client_types.map((type) => type.tpd));
      draft.client_types.push({ id: ids.next('client_types', draft.client_types), tpd, app_id: appId, name });
      return { status: 'added', tpd };
    }, combinedPrepare(reads.prepare, ids.prepare)!);
  }

  renameType(appId: string, tpd: string, name: string): Promise<ClientTypeRename> {
    const reads = new ClientTypeReads({ appId, names: true, tpd });
    return this.store.updateRows((draft): ClientTypeRename => {
      const newest = baseOf(draft);
      if (!findClientType(newest, appId, tpd)) return 'no-type';
      if (clientTypeNameTaken(newest, appId, name, tpd)) return 'name-taken';
      findClientType(draft, appId, tpd)!.name = name;
      return 'renamed';
    }, reads.prepare);
  }

  removeType(appId: string, tpd: string): Promise<ClientTypeRemove> {
    const reads = new ClientTypeReads({ appId, tpd, inUse: true });
    return this.store.updateRows((draft): ClientTypeRemove => {
      const newest = baseOf(draft);
      if (!findClientType(newest, appId, tpd)) return 'no-type';
      // A client given the type at once keeps it.
      if (reads.inUse(newest, tpd)) return 'in-use';
      draft.client_types = draft.client_types.filter((type) => !(type.app_id === appId && type.tpd === tpd));
      return 'removed';
    }, reads.prepare);
  }
}
