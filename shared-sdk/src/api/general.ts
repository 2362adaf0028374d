/** First-backend general calls: country list and contact us. */
import { messages } from '../catalogue/messages';
import { post } from '../http/client';
import type { CallOptions } from '../http/outcome';
import { Paths } from '../contract/paths';
import type { ApiResponse, ContactRequestPayload, CountriesResponse } from './types';

export const generalApi = {
  countries: (options?: CallOptions) => post<CountriesResponse>('first', Paths.general.countries, {}, options),
  contactUs: (payload: ContactRequestPayload, options?: CallOptions) =>
    post<ApiResponse>('first', Paths.general.contactUs, payload, options, { fallback: messages.contact.failed }),
};
