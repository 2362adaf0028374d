/**
 * The general calls' records (the country list, the contact requests), as the general routes reach
 * them: never the store object directly. Two implementations: the embedded one over the store's
 * state (embeddedGeneral.ts) and PostgreSQL, whose reads are SQL (postgresGeneral.ts). The write
 * is the same on both: one store update (generalWrites.ts).
 */
import type { ContactRequestRecord, CountryRecord } from '../../store/types';

/** A contact request as the call gives it (its id is the store's). */
export type ContactRequest = Omit<ContactRequestRecord, 'id'>;

export interface GeneralRepository {
  /** Every country of the list, in the seed's order. */
  countries(): Promise<CountryRecord[]>;

  /** Keeps a contact request. */
  addContactRequest(request: ContactRequest): Promise<void>;
}
