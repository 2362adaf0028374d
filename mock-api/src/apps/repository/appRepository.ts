/**
 * The apps domain's records (apps, organizations, the user's app selections and the setup
 * progress an app and a shift show), as the app and Times-app routes reach them: never the store
 * object directly. Two implementations: the embedded one over the store's state (embeddedApps.ts)
 * and PostgreSQL, whose reads are SQL on indexed rows (postgresApps.ts). Writes are the same on
 * both: one store update each, deciding on the newest state inside it (appWrites.ts).
 */
import type { AppWizard, RosterWizard } from '../wizard';
import type { AppRecord, OrganizationRecord } from '../../store/types';

/** An app the user may open, with its owner's name (the organization's, or the owning user's full name). */
export interface OpenableApp {
  record: AppRecord;
  ownerName: string;
}

/** What add organization writes. */
export interface OrganizationFields {
  cnm: string;
  reg_no: string;
  vat_no: string;
  location_tp: number;
  lat: number;
  lng: number;
}

/** What an organization add decided. */
export type OrganizationAdd = { status: 'added'; cmpd: string } | { status: 'name-taken' } | { status: 'vat-taken' };

/** What add app writes: the owner is the user's own (cmpd '') or an organization's (its cmpd). */
export interface AppFields {
  ap_name: string;
  description: string;
  handle: string;
  tags: string[];
  isOwn: 0 | 1;
  cmpd: string;
}

/** What an app add decided: `not-admin`, an organization app of an organization the user does not administer. */
export type AppAdd = 'added' | 'not-admin' | 'handle-taken' | 'name-taken';

export interface AppRepository {
  /**
   * The confirmed apps the user may open (rights.ts rightsFor's isMember: an admin by membership,
   * organization or ownership, a group member or an operations manager), in the order written.
   */
  openable(userId: number): Promise<OpenableApp[]>;
  /** The app ids the user selected, last selected first (then the one written later). */
  selections(userId: number): Promise<string[]>;
  /** The confirmed app with that public id (the first written), if the user may open it. */
  openableApp(userId: number, appId: string): Promise<AppRecord | undefined>;
  /** The confirmed app of this public id, whoever asks (apps.ts findConfirmedApp). */
  confirmedApp(appId: string): Promise<AppRecord | undefined>;
  /** The organizations the user administers, by name in any case and accent, then id. */
  administered(userId: number): Promise<OrganizationRecord[]>;
  /** The app's setup wizard: the collections where it has a record not deleted. */
  wizard(appId: string): Promise<AppWizard>;
  /**
   * A shift's roster wizard: the collections with a record of the shift; undefined when the app
   * has no site `std` or no shift `sftd` on it.
   */
  rosterWizard(appId: string, std: string, sftd: string): Promise<RosterWizard | undefined>;

  /** Puts the app on the session and records the selection (the Recent list). */
  select(sessionId: number, userId: number, appId: string, nowMs: number): Promise<void>;
  /** A new organization administered by the user; its name and (non-empty) VAT number must be free. */
  addOrganization(userId: number, fields: OrganizationFields, nowMs: number): Promise<OrganizationAdd>;
  /**
   * A pending app of the user with the references of its confirm call; its handle must be free
   * among active apps and its name among its owner's. Expired pending apps are dropped.
   */
  addApp(userId: number, fields: AppFields, references: { apd: string; apdd: string }, nowMs: number): Promise<AppAdd>;
  /** Confirms the user's pending app named by its references (inside its window); false when there is none. */
  confirm(userId: number, ad: string, add: string, nowMs: number): Promise<boolean>;
}
