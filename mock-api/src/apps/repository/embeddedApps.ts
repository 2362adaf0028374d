/**
 * The apps repository of the embedded store (json-server + lowdb, npm start's default): reads
 * from the store's state, as the app and Times-app routes did before the repository.
 */
import { administeredBy } from '../../organizations/organizations';
import { rightsFor } from '../../rights';
import { accountOfUser } from '../../selfService/accounts';
import { recordsOf } from '../../store/collections';
import type { AppRecord, DbState, OrganizationRecord } from '../../store/types';
import { findConfirmedApp, ownerName, ownerOf } from '../apps';
import { appWizard, rosterWizard } from '../wizard';
import type { AppWizard, RosterWizard } from '../wizard';
import type { AppRepository, OpenableApp } from './appRepository';
import { AppWrites } from './appWrites';

/** A member of the app (rightsFor's isMember), or an employee of it whose account is linked (issue 31). */
const mayOpen = (state: DbState, userId: number, appId: string): boolean =>
  rightsFor(state, userId, appId).isMember || accountOfUser(state, appId, userId) !== undefined;

export class EmbeddedApps extends AppWrites implements AppRepository {
  private get state(): DbState {
    return this.store.data;
  }

  openable(userId: number): Promise<OpenableApp[]> {
    const state = this.state;
    const apps = state.apps.filter((app) => app.confirmed && mayOpen(state, userId, app.app_id));
    return Promise.resolve(apps.map((record) => ({ record, ownerName: ownerName(state, ownerOf(record)) })));
  }

  selections(userId: number): Promise<string[]> {
    const selections = this.state.app_selections
      .map((selection, index) => ({ ...selection, index }))
      .filter((selection) => selection.user_id === userId)
      .sort((a, b) => Date.parse(b.selected_at) - Date.parse(a.selected_at) || b.index - a.index);
    return Promise.resolve(selections.map((selection) => selection.app_id));
  }

  openableApp(userId: number, appId: string): Promise<AppRecord | undefined> {
    const state = this.state;
    const app = findConfirmedApp(state, appId);
    return Promise.resolve(app && mayOpen(state, userId, app.app_id) ? app : undefined);
  }

  confirmedApp(appId: string): Promise<AppRecord | undefined> {
    return Promise.resolve(findConfirmedApp(this.state, appId));
  }

  administered(userId: number): Promise<OrganizationRecord[]> {
    return Promise.resolve(administeredBy(this.state, userId));
  }

  wizard(appId: string): Promise<AppWizard> {
    return Promise.resolve(appWizard(this.state, appId));
  }

  rosterWizard(appId: string, std: string, sftd: string): Promise<RosterWizard | undefined> {
    const state = this.state;
    const site = state.sites.find((candidate) => candidate.sd === std && candidate.app_id === appId);
    const shift = recordsOf(state, 'shifts').find(
      (candidate) => candidate.sftd === sftd && candidate.std === std && candidate.app_id === appId,
    );
    return Promise.resolve(site && shift ? rosterWizard(state, sftd) : undefined);
  }
}
