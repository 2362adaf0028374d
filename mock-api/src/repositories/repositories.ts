/**
 * The repositories the routes reach their domains' records through, one per domain, never the
 * store object directly: the embedded implementations over the store's state (npm start's
 * default), or PostgreSQL's, whose reads are SQL, when the API runs on a database (DATABASE_URL).
 * Domains not moved yet still read the store (docs/decisions/backend.md says which).
 */
import type pg from 'pg';
import type { ClientRepository } from '../clients/repository/clientRepository';
import { EmbeddedClients } from '../clients/repository/embeddedClients';
import { PostgresClients } from '../clients/repository/postgresClients';
import type { EmployeeRepository } from '../employees/repository/employeeRepository';
import { EmbeddedEmployees } from '../employees/repository/embeddedEmployees';
import { PostgresEmployees } from '../employees/repository/postgresEmployees';
import type { DataStore } from '../store/dataStore';

export interface Repositories {
  employees: EmployeeRepository;
  clients: ClientRepository;
}

/** The repositories on `store`; SQL reads on `pool` when the store is the database's. */
export function openRepositories(store: DataStore, pool: pg.Pool | null): Repositories {
  return {
    employees: pool ? new PostgresEmployees(store, pool) : new EmbeddedEmployees(store),
    clients: pool ? new PostgresClients(store, pool) : new EmbeddedClients(store),
  };
}
