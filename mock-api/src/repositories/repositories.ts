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
import { EmbeddedPositions } from '../positions/repository/embeddedPositions';
import type { PositionRepository } from '../positions/repository/positionRepository';
import { PostgresPositions } from '../positions/repository/postgresPositions';
import { EmbeddedShifts } from '../shifts/repository/embeddedShifts';
import { PostgresShifts } from '../shifts/repository/postgresShifts';
import type { ShiftRepository } from '../shifts/repository/shiftRepository';
import { EmbeddedSites } from '../sites/repository/embeddedSites';
import { PostgresSites } from '../sites/repository/postgresSites';
import type { SiteRepository } from '../sites/repository/siteRepository';
import type { DataStore } from '../store/dataStore';

export interface Repositories {
  employees: EmployeeRepository;
  clients: ClientRepository;
  shifts: ShiftRepository;
  positions: PositionRepository;
  sites: SiteRepository;
}

/** The repositories on `store`; SQL reads on `pool` when the store is the database's. */
export function openRepositories(store: DataStore, pool: pg.Pool | null): Repositories {
  return {
    employees: pool ? new PostgresEmployees(store, pool) : new EmbeddedEmployees(store),
    clients: pool ? new PostgresClients(store, pool) : new EmbeddedClients(store),
    shifts: pool ? new PostgresShifts(store, pool) : new EmbeddedShifts(store),
    positions: pool ? new PostgresPositions(store, pool) : new EmbeddedPositions(store),
    sites: pool ? new PostgresSites(store, pool) : new EmbeddedSites(store),
  };
}
