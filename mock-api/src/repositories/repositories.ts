/**
 * The repositories the routes reach their domains' records through, one per domain, never the
 * store object directly: the embedded implementations over the store's state (npm start's
 * default), or PostgreSQL's, whose reads are SQL, when the API runs on a database (DATABASE_URL).
 * Domains not moved yet still read the store (docs/decisions/backend.md says which).
 */
import type pg from 'pg';
import type { AttendanceRepository } from '../attendance/repository/attendanceRepository';
import { EmbeddedAttendance } from '../attendance/repository/embeddedAttendance';
import { PostgresAttendance } from '../attendance/repository/postgresAttendance';
import type { AppRepository } from '../apps/repository/appRepository';
import { EmbeddedApps } from '../apps/repository/embeddedApps';
import { PostgresApps } from '../apps/repository/postgresApps';
import type { AccountRepository } from '../auth/repository/accountRepository';
import { EmbeddedAccounts } from '../auth/repository/embeddedAccounts';
import { PostgresAccounts } from '../auth/repository/postgresAccounts';
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
import { PostgresStore } from '../store/postgres/postgresStore';
import { EmbeddedGeneral } from '../general/repository/embeddedGeneral';
import type { GeneralRepository } from '../general/repository/generalRepository';
import { PostgresGeneral } from '../general/repository/postgresGeneral';
import { EmbeddedFaces } from '../face/repository/embeddedFaces';
import type { FaceRepository } from '../face/repository/faceRepository';
import { PostgresFaces } from '../face/repository/postgresFaces';
import { EmbeddedUsers } from '../users/repository/embeddedUsers';
import { PostgresUsers } from '../users/repository/postgresUsers';
import type { UserRepository } from '../users/repository/userRepository';
import { EmbeddedGroups } from '../groups/repository/embeddedGroups';
import { PostgresGroups } from '../groups/repository/postgresGroups';
import type { GroupRepository } from '../groups/repository/groupRepository';
import { EmbeddedRosters } from '../rosters/repository/embeddedRosters';
import { PostgresRosters } from '../rosters/repository/postgresRosters';
import type { RosterRepository } from '../rosters/repository/rosterRepository';
import { EmbeddedShiftEmployees } from '../roster-setup/shiftEmployees/repository/embeddedShiftEmployees';
import { PostgresShiftEmployees } from '../roster-setup/shiftEmployees/repository/postgresShiftEmployees';
import type { ShiftEmployeeRepository } from '../roster-setup/shiftEmployees/repository/shiftEmployeeRepository';
import { EmbeddedRosterSetup } from '../roster-setup/repository/embeddedRosterSetup';
import { EmbeddedShiftPositions } from '../roster-setup/repository/embeddedShiftPositions';
import { PostgresRosterSetup } from '../roster-setup/repository/postgresRosterSetup';
import { PostgresShiftPositions } from '../roster-setup/repository/postgresShiftPositions';
import type { RosterSetupRepository } from '../roster-setup/repository/rosterSetupRepository';
import { EmbeddedRights } from '../rights/repository/embeddedRights';
import { PostgresRights } from '../rights/repository/postgresRights';
import type { RightsRepository } from '../rights/repository/rightsRepository';
import type { ShiftPositionRepository } from '../roster-setup/repository/shiftPositionRepository';
import type { SelfServiceRepository } from '../selfService/repository/selfServiceRepository';
import { StoreSelfService } from '../selfService/repository/storeSelfService';
import { EmbeddedRequestRecords } from '../selfService/repository/embeddedRequestRecords';
import { PostgresRequestRecords } from '../selfService/repository/postgresRequestRecords';
import { EmbeddedAccountRecords } from '../selfService/repository/embeddedAccountRecords';
import { PostgresAccountRecords } from '../selfService/repository/postgresAccountRecords';
import { EmbeddedOutbox, PostgresOutbox } from '../outbox/repository/outboxRecords';
import type { OutboxRecords } from '../outbox/repository/outboxRecords';

export interface Repositories {
  employees: EmployeeRepository;
  clients: ClientRepository;
  shifts: ShiftRepository;
  positions: PositionRepository;
  sites: SiteRepository;
  users: UserRepository;
  groups: GroupRepository;
  apps: AppRepository;
  accounts: AccountRepository;
  shiftEmployees: ShiftEmployeeRepository;
  faces: FaceRepository;
  general: GeneralRepository;
  rosterSetup: RosterSetupRepository;
  shiftPositions: ShiftPositionRepository;
  rosters: RosterRepository;
  /** The records a call's opening decides the session user's rights on. */
  rights: RightsRepository;
  attendance: AttendanceRepository;
  /** The employees' own domain (issue 31): its requests and inbox in tables of their own on PostgreSQL. */
  selfService: SelfServiceRepository;
  /** The messages sent (GET /dev/outbox); they are added by the writes that send them. */
  outbox: OutboxRecords;
}

/** The repositories on `store`; SQL reads on `pool` when the store is the database's. */
export function openRepositories(store: DataStore, pool: pg.Pool | null): Repositories {
  const shiftEmployees = pool ? new PostgresShiftEmployees(store, pool) : new EmbeddedShiftEmployees(store);
  const employees =
    pool && store instanceof PostgresStore
      ? new PostgresEmployees(store, pool, store.counters)
      : new EmbeddedEmployees(store);
  const rosters = pool ? new PostgresRosters(store, pool) : new EmbeddedRosters(store);
  const apps = pool ? new PostgresApps(store, pool) : new EmbeddedApps(store);
  const shifts = pool ? new PostgresShifts(store, pool) : new EmbeddedShifts(store);
  const sites = pool ? new PostgresSites(store, pool) : new EmbeddedSites(store);
  const attendance =
    pool && store instanceof PostgresStore
      ? new PostgresAttendance(store, pool, () => store.counters.wrote())
      : new EmbeddedAttendance(store);
  return {
    employees,
    clients: pool ? new PostgresClients(store, pool) : new EmbeddedClients(store),
    shifts,
    positions: pool ? new PostgresPositions(store, pool) : new EmbeddedPositions(store),
    sites,
    rosterSetup: pool ? new PostgresRosterSetup(store, pool) : new EmbeddedRosterSetup(store),
    shiftPositions: pool ? new PostgresShiftPositions(store, pool) : new EmbeddedShiftPositions(store),
    users: pool ? new PostgresUsers(store, pool) : new EmbeddedUsers(store),
    groups: pool ? new PostgresGroups(store, pool) : new EmbeddedGroups(store),
    apps,
    accounts: pool ? new PostgresAccounts(store, pool) : new EmbeddedAccounts(store),
    shiftEmployees,
    faces: pool ? new PostgresFaces(store, pool) : new EmbeddedFaces(store),
    general: pool ? new PostgresGeneral(store, pool) : new EmbeddedGeneral(store),
    rosters,
    rights:
      pool && store instanceof PostgresStore ? new PostgresRights(pool, store.counters) : new EmbeddedRights(store),
    attendance,
    selfService: new StoreSelfService(
      store,
      { employees, places: shiftEmployees, rosters, attendance, apps, shifts, sites },
      pool
        ? { requests: new PostgresRequestRecords(store, pool), accounts: new PostgresAccountRecords(pool) }
        : { requests: new EmbeddedRequestRecords(store), accounts: new EmbeddedAccountRecords(store) },
    ),
    outbox: pool ? new PostgresOutbox(pool) : new EmbeddedOutbox(store),
  };
}
