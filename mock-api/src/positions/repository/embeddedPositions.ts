/**
 * The positions repository of the embedded store (json-server + lowdb, npm start's default): reads
 * from the store's state, as the position routes did before the repository.
 */
import { byName } from '../../apps/apps';
import type { DbState, PositionRecord } from '../../store/types';
import { findPosition } from '../positions';
import type { PositionRepository } from './positionRepository';
import { PositionWrites } from './positionWrites';

export class EmbeddedPositions extends PositionWrites implements PositionRepository {
  private get state(): DbState {
    return this.store.data;
  }

  list(appId: string): Promise<PositionRecord[]> {
    return Promise.resolve(this.state.positions.filter((position) => position.app_id === appId).sort(byName));
  }

  find(appId: string, rld: string): Promise<PositionRecord | undefined> {
    return Promise.resolve(findPosition(this.state, appId, rld));
  }
}
