/** First-backend general calls: country list and contact us. */
import { messages } from '../catalogue/messages';
import type { general } from '../contract/general';
import { Paths } from '../contract/paths';
import { addressOf, callContract } from '../http/callContract';
import type { CallOptions } from '../http/outcome';
import type { ContactRequestPayload } from './types';

/** The calls' addresses (their entries are types here: the first load carries no statuses). */
const c = {
  countries: addressOf<typeof general.countries>('first', Paths.general.countries),
  contactUs: addressOf<typeof general.contactUs>('first', Paths.general.contactUs),
};

export const generalApi = {
  countries: (options?: CallOptions) => callContract(c.countries, {}, options, {}),
  /** The form validated the payload first: VALIDATION_ERROR shows the form's fallback like any failure. */
  contactUs: (payload: ContactRequestPayload, options?: CallOptions) =>
    callContract(c.contactUs, payload, options, {
      fallback: messages.contact.failed,
      generic: ['VALIDATION_ERROR'],
    } as const),
};
