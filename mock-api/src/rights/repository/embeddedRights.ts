/** The rights repository of the embedded store: the store's state holds every record the rights need. */
import type { DataStore } from '../../store/dataStore';
import type { SessionRecord } from '../../store/types';
import type { RightsState } from '../rightsState';
import type { RightsRepository } from './rightsRepository';

export class EmbeddedRights implements RightsRepository {
  constructor(private readonly store: DataStore) {}

  stateOf(_session: SessionRecord): Promise<RightsState> {
    return Promise.resolve(this.store.data);
  }
}
