/** A roster's Draft/Published state as the answers carry it (a roster never published is a Draft). */
import { PublishState } from '@times/shared-sdk/schemas';
import type { PublishStateName } from '@times/shared-sdk/schemas';
import type { RosterRecord } from '../../store/types';

export const publishStateOf = (roster: Pick<RosterRecord, 'publish_state'>): PublishStateName =>
  roster.publish_state ?? PublishState.DRAFT;

/** Published: its employees were sent their days (notices, the calendar feed). */
export const isPublished = (roster: RosterRecord): boolean => publishStateOf(roster) === PublishState.PUBLISHED;
