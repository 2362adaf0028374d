/** What a save's answer tells the employee: how many changes applied and wait, or why nothing was saved. */
import type { ApiOutcome, MyAvailabilitySaveResponse } from '@times/shared-sdk';
import { myTimesMessages } from '@times/shared-sdk/mytimes';

const a = myTimesMessages.availability;

export type Notice = { tone: 'error' | 'success' | 'info'; text: string } | null;

export function saveNotice(outcome: ApiOutcome<MyAvailabilitySaveResponse>): {
  notice: Notice;
  saved: MyAvailabilitySaveResponse | null;
} {
  if (outcome.kind === 'ok') {
    const { applied, waits } = outcome.data;
    const text = applied + waits === 0 ? a.unchanged : a.saved(applied, waits);
    return { notice: { tone: waits > 0 ? 'info' : 'success', text }, saved: outcome.data };
  }
  if (outcome.kind !== 'error') return { notice: null, saved: null };
  // A field the API names (a date too far ahead, a shift not theirs): its own words.
  const errors = outcome.response?.errors;
  const first = errors && typeof errors === 'object' ? Object.values(errors as Record<string, unknown>)[0] : null;
  return { notice: { tone: 'error', text: typeof first === 'string' ? first : outcome.message }, saved: null };
}
