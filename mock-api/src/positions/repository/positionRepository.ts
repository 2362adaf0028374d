/**
 * The positions domain's records (the app's employee positions), as the position routes reach
 * them: never the store object directly. Two implementations: the embedded one over the store's
 * state (embeddedPositions.ts) and PostgreSQL, whose reads are SQL on indexed rows
 * (postgresPositions.ts). Writes are the same on both: one store update each, deciding on the
 * newest state inside it (positionWrites.ts).
 */
import type { PositionFields } from '../../contract';
import type { PositionRecord } from '../../store/types';

/** What an add decided (the add call's answer). */
export type PositionAdd = { status: 'added'; rld: string } | { status: 'name-or-abbr-taken' };

export type PositionUpdate = 'updated' | 'no-position' | 'name-or-abbr-taken';

export type PositionRemove = 'removed' | 'no-position' | 'in-use';

export interface PositionRepository {
  /** The app's positions by name (then id). */
  list(appId: string): Promise<PositionRecord[]>;
  /** The position of the app with that public id. */
  find(appId: string, rld: string): Promise<PositionRecord | undefined>;

  /** Adds a position whose name and abbreviation no other position of the app has. */
  add(appId: string, fields: PositionFields): Promise<PositionAdd>;
  update(appId: string, rld: string, fields: PositionFields): Promise<PositionUpdate>;
  /** Removes a position that is not in use (positions.ts: shift positions or employees). */
  remove(appId: string, rld: string): Promise<PositionRemove>;
}
