/**
 * The general repository of the embedded store (json-server + lowdb, npm start's default): reads
 * from the store's state, as the general routes did before the repository.
 */
import type { CountryRecord } from '../../store/types';
import type { GeneralRepository } from './generalRepository';
import { GeneralWrites } from './generalWrites';

export class EmbeddedGeneral extends GeneralWrites implements GeneralRepository {
  countries(): Promise<CountryRecord[]> {
    return Promise.resolve(this.store.data.countries);
  }
}
