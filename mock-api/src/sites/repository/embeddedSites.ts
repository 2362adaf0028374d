/**
 * The sites repository of the embedded store (json-server + lowdb, npm start's default): reads
 * from the store's state, as the site routes did before the repository.
 */
import { byName } from '../../apps/apps';
import type { OpsManager } from '../../contract';
import type { SiteScope } from '../../rights';
import { inScope } from '../../rights';
import type { DbState, SiteGroupRecord, SiteRecord } from '../../store/types';
import type { SiteQuery } from '../siteList';
import { filterSites, pageOfSites } from '../siteList';
import { findSite, opsManagersOf, shownSite, sitesOf, toOpsManager } from '../sites';
import type { ShownSite, ShownSitePage, SiteRepository } from './siteRepository';
import { SiteWrites } from './siteWrites';

export class EmbeddedSites extends SiteWrites implements SiteRepository {
  private get state(): DbState {
    return this.store.data;
  }

  page(appId: string, query: SiteQuery): Promise<ShownSitePage> {
    const state = this.state;
    const { sites, ...marks } = pageOfSites(filterSites(state, appId, query), query);
    return Promise.resolve({ ...marks, sites: sites.map((site) => shownSite(state, site)) });
  }

  shown(appId: string, sd: string): Promise<ShownSite | undefined> {
    const state = this.state;
    const site = findSite(state, appId, sd);
    return Promise.resolve(site && shownSite(state, site));
  }

  lookup(appId: string, sites: SiteScope): Promise<SiteRecord[]> {
    const found = sitesOf(this.state, appId).filter((site) => inScope(sites, site.sd));
    return Promise.resolve(found.sort(byName));
  }

  ofApp(appId: string): Promise<SiteRecord[]> {
    return Promise.resolve(sitesOf(this.state, appId));
  }

  groups(appId: string): Promise<SiteGroupRecord[]> {
    return Promise.resolve(this.state.site_groups.filter((group) => group.app_id === appId).sort(byName));
  }

  opsManagers(appId: string): Promise<OpsManager[]> {
    return Promise.resolve(opsManagersOf(this.state, appId).map(toOpsManager));
  }
}
