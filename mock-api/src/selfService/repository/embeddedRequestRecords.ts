/** The employees' requests and inbox over the store's state (the embedded store: requestRecords.ts). */
import type { DataStore } from '../../store/dataStore';
import type { InboxRecord, TimeOffRequestRecord } from '../../store/types';
import { markInboxRead } from '../inbox';
import { addClaim } from '../openShiftClaims';
import type { ClaimAdd, NewClaim } from '../openShiftClaims';
import { addTimeOff, cancelTimeOff } from '../timeOff';
import type { Decided, NewTimeOff, TimeOffAdd } from '../timeOff';
import type { RequestRecords } from './requestRecords';

export class EmbeddedRequestRecords implements RequestRecords {
  constructor(private readonly store: DataStore) {}

  private get requests(): TimeOffRequestRecord[] {
    return this.store.data.time_off_requests ?? [];
  }

  ofEmployee(appId: string, emd: string): Promise<TimeOffRequestRecord[]> {
    return Promise.resolve(this.requests.filter((one) => one.app_id === appId && one.emd === emd));
  }

  ofApp(appId: string, which: 'pending' | 'decided'): Promise<TimeOffRequestRecord[]> {
    const wanted = (one: TimeOffRequestRecord) => (one.state === 'pending') === (which === 'pending');
    return Promise.resolve(this.requests.filter((one) => one.app_id === appId && wanted(one)));
  }

  one(appId: string, rqd: string): Promise<TimeOffRequestRecord | undefined> {
    return Promise.resolve(this.requests.find((one) => one.app_id === appId && one.rqd === rqd));
  }

  add(ask: NewTimeOff): Promise<TimeOffAdd> {
    return this.store.update((draft) => addTimeOff(draft, ask));
  }

  addClaim(ask: NewClaim): Promise<ClaimAdd> {
    return this.store.update((draft) => addClaim(draft, ask));
  }

  cancel(appId: string, emd: string, rqd: string, by: string, nowIso: string): Promise<Decided> {
    return this.store.update((draft) => cancelTimeOff(draft, { appId, emd, rqd, by, nowIso }));
  }

  inbox(appId: string, emd: string): Promise<InboxRecord[]> {
    return Promise.resolve((this.store.data.inbox ?? []).filter((one) => one.app_id === appId && one.emd === emd));
  }

  async markRead(appId: string, emd: string, ids: readonly number[]): Promise<void> {
    await this.store.update((draft) => {
      markInboxRead(draft, appId, emd, ids);
    });
  }
}
