/** A roster's Draft/Published state in the catalogue's words, and its badge tone (Draft blue, Published green). */
import type { StatusTone } from '@times/shared-sdk/app';
import { PublishState, appMessages } from '@times/shared-sdk/app';

const t = appMessages.rosters.publish;

export const isPublished = (state: string | undefined): boolean => state === PublishState.PUBLISHED;

export const publishStateText = (state: string | undefined): string => (isPublished(state) ? t.published : t.draft);

export const publishStateTone = (state: string | undefined): StatusTone => (isPublished(state) ? 'success' : 'info');
