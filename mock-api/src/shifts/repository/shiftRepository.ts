/**
 * The shifts domain's records (the shifts of the app's sites, with the site each shift names), as
 * the shift routes reach them: never the store object directly. Two implementations: the embedded
 * one over the store's state (embeddedShifts.ts) and PostgreSQL, whose reads are SQL on indexed
 * rows (postgresShifts.ts). Writes are the same on both: one store update each, deciding on the
 * newest state inside it (shiftWrites.ts).
 */
import type { SiteScope } from '../../rights';
import type { ShiftRecord, SiteRecord } from '../../store/types';

/** A shift as its details and its site's list show it: its record and its site's name. */
export interface ShownShift {
  record: ShiftRecord;
  siteName: string;
}

/** What a shift add or update writes. */
export interface ShiftFields {
  name: string;
  start_time: string;
  end_time: string;
}

/** What an add decided (the add call's answer). */
export type ShiftAdd = { status: 'added'; sftd: string } | { status: 'no-site' } | { status: 'name-taken' };

/** `no-shift`: none, or deleted; `other-site`: a shift stays on its site. */
export type ShiftUpdate = 'updated' | 'no-shift' | 'other-site' | 'name-taken';

export interface ShiftRepository {
  /** The shift of the app with that public id, deleted or not, with its site's name. */
  shown(appId: string, sftd: string): Promise<ShownShift | undefined>;
  /** The shifts of a site of the app, deleted ones included, newest first; undefined when the app has no such site. */
  ofSite(appId: string, std: string): Promise<ShownShift[] | undefined>;
  /**
   * The app's sites with at least one live shift, by name (then id): within a scope of sites, only
   * those; with a client's cntd, only that client's.
   */
  rosterSites(appId: string, sites: SiteScope, cntd: string | null): Promise<SiteRecord[]>;
  /** The app's shifts, deleted ones included, in stored order (a calculation's model, the reads of its rosters). */
  ofApp(appId: string): Promise<ShiftRecord[]>;

  /** Adds a live shift to a site of the app; its name must be free among the site's live shifts. */
  add(appId: string, std: string, fields: ShiftFields, nowMs: number): Promise<ShiftAdd>;
  /** Changes a live shift's name and times; `std` must be its own site. */
  update(appId: string, sftd: string, std: string, fields: ShiftFields): Promise<ShiftUpdate>;
  /** Marks a live shift deleted at `nowMs` (it is kept); false when the app has no such live shift. */
  remove(appId: string, sftd: string, nowMs: number): Promise<boolean>;
}
