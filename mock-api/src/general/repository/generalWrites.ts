/**
 * The general calls' write, the same on both stores: one store update (one transaction on
 * PostgreSQL). A contact request decides nothing from other records: it is kept as given.
 */
import type { DataStore } from '../../store/dataStore';
import { nextId } from '../../store/types';
import type { ContactRequest, GeneralRepository } from './generalRepository';

type Writes = Pick<GeneralRepository, 'addContactRequest'>;

export class GeneralWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  addContactRequest(request: ContactRequest): Promise<void> {
    return this.store.update((draft) => {
      draft.contact_requests.push({ id: nextId(draft.contact_requests), ...request });
    });
  }
}
