/**
 * The accounts repository of the embedded store (json-server + lowdb, npm start's default): reads
 * from the store's state, as the sign-up, sign-in and password routes did before the repository.
 */
import type { RequestSession } from '../../contract';
import type { SessionNeed } from '../../sessions/sessions';
import { accepts, findSession } from '../../sessions/sessions';
import type { DbState, SessionRecord, UserRecord } from '../../store/types';
import { findByEmail, findByMobile } from '../../users/users';
import type { AccountRepository, ResetReference, CallSession } from './accountRepository';
import { AccountWrites, findReset, resetUser } from './accountWrites';

export class EmbeddedAccounts extends AccountWrites implements AccountRepository {
  private get state(): DbState {
    return this.store.data;
  }

  session(request: RequestSession, need: SessionNeed, nowMs: number): Promise<SessionRecord | undefined> {
    const session = findSession(this.state, request, nowMs);
    return Promise.resolve(session && accepts(need, session) ? session : undefined);
  }

  user(userId: number): Promise<UserRecord | undefined> {
    return Promise.resolve(this.state.users.find((candidate) => candidate.id === userId));
  }

  async sessionUser(request: RequestSession, need: SessionNeed, nowMs: number): Promise<CallSession | undefined> {
    const session = await this.session(request, need, nowMs);
    return session && { session, user: session.user_id === null ? undefined : await this.user(session.user_id) };
  }

  byMobile(mobile: string): Promise<UserRecord | undefined> {
    return Promise.resolve(findByMobile(this.state, mobile));
  }

  byEmail(email: string): Promise<UserRecord | undefined> {
    return Promise.resolve(findByEmail(this.state, email));
  }

  resetOwner(reference: ResetReference): Promise<UserRecord | undefined> {
    const state = this.state;
    const reset = findReset(state, reference);
    return Promise.resolve(reset && resetUser(state, reset));
  }
}
