/**
 * The general calls' write, the same on both stores. A contact request decides nothing from other records: it is
 * kept as given, on PostgreSQL one insert of its own row (its own table, issue 33: no store head lock).
 */
import type { DataStore } from '../../store/dataStore';
import { readingNothing } from '../../store/dataStore';
import { nextId } from '../../store/types';
import type { ContactRequest, GeneralRepository } from './generalRepository';

type Writes = Pick<GeneralRepository, 'addContactRequest'>;

export class GeneralWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  addContactRequest(request: ContactRequest): Promise<void> {
    return this.store.updateRows((draft) => {
      draft.contact_requests.push({ id: nextId(draft.contact_requests), ...request });
    }, readingNothing);
  }
}
