/** First visit: registers the web visitor once and stores the three first-visit cookies. */
import { authApi } from '../api/auth';
import { readVisitorSession, writeVisitorSession } from '@times/shared-sdk/state';

let pending: Promise<boolean> | null = null;

/** Resolves true once a visitor session cookie exists (registering one if needed). */
export function ensureVisitorSession(): Promise<boolean> {
  if (readVisitorSession()) return Promise.resolve(true);
  pending ??= authApi
    .registerVisitor({ onInvalid: 'ignore' })
    .then((outcome) => {
      if (outcome.kind !== 'ok') return false;
      writeVisitorSession(outcome.data.session);
      return true;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
