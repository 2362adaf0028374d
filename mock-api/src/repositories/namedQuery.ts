/**
 * The repositories' queries on PostgreSQL as named prepared statements: each pooled connection
 * parses and plans a query once and keeps the plan, which a list read under load cannot afford
 * to redo on every call. The name is derived from the text (the same text, the same name).
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `times_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

export const namedQuery = <R extends pg.QueryResultRow>(
  pool: pg.Pool,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult<R>> => pool.query<R>({ name: statementName(text), text, values });
