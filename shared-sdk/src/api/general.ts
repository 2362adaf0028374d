/** First-backend general calls: country list and contact us. */
import { messages } from '../catalogue/messages';
import { general } from '../contract/general';
import { callContract } from '../http/callContract';
import type { CallOptions } from '../http/outcome';
import type { ContactRequestPayload } from './types';

const c = general;

export const generalApi = {
  countries: (options?: CallOptions) => callContract(c.countries, {}, options, {}),
  /** The form validated the payload first: VALIDATION_ERROR shows the form's fallback like any failure. */
  contactUs: (payload: ContactRequestPayload, options?: CallOptions) =>
    callContract(c.contactUs, payload, options, {
      fallback: messages.contact.failed,
      generic: ['VALIDATION_ERROR'],
    } as const),
};
