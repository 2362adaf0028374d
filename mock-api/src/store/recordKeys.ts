/**
 * Every record of a collection has one key: its numeric id, except an app selection (one per
 * user and app). The PostgreSQL store keeps one row per key; the change lists are keyed by it.
 */
import type { CollectionName } from './types';

type AnyRecord = Readonly<Record<string, unknown>>;

const keyFields: Partial<Record<CollectionName, readonly string[]>> = {
  app_selections: ['user_id', 'app_id'],
};

export function recordKey(collection: string, record: AnyRecord): string {
  const fields = keyFields[collection as CollectionName] ?? ['id'];
  const parts = fields.map((field) => record[field]);
  if (parts.some((part) => typeof part !== 'string' && typeof part !== 'number')) {
    throw new Error(`A ${collection} record has no ${fields.join(' and ')}: it cannot be stored`);
  }
  return parts.join('/');
}
