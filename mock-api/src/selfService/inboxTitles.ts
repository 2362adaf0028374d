/** The titles of the inbox messages (the texts are the SMS texts); the catalogue's, as My Times shows them. */
import { appMessages } from '@times/shared-sdk/app/catalogue';

export const inboxTitles = appMessages.myTimes.inboxTitles;
