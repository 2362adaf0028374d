/**
 * Publishing a calculated roster (inside one store update): its state becomes Published (the
 * first time with when and by whom) and every rostered employee who was never sent their days is
 * sent them. Publishing again sends only what changed since the last notices, so a retried call
 * sends nothing.
 */
import { PublishState } from '@times/shared-sdk/schemas';
import type { DbState, OutboxMessage } from '../../store/types';
import { noteRosterChanges } from './rosterNotices';

export interface Publisher {
  /** 'name surname'. */
  name: string;
  nowIso: string;
}

export function publishRoster(draft: DbState, rosterId: number, { name, nowIso }: Publisher): OutboxMessage[] {
  const roster = draft.rosters.find((candidate) => candidate.id === rosterId);
  if (!roster) return [];
  if (roster.publish_state !== PublishState.PUBLISHED) {
    roster.publish_state = PublishState.PUBLISHED;
    roster.published_at = nowIso;
    roster.published_by = name;
  }
  return noteRosterChanges(draft, rosterId, nowIso);
}
