/**
 * /api/empl/6543263 the app's positions for the roster setup forms {} as employees_roles
 * [{id, rld, name, abbr, m_hrs, w_hrs, d_hrs}], by name. ROSTER right 10 or 12, an admin or an
 * operations manager.
 */
import { Contract, Status } from '../../contract';
import type { EmployeeRoleChoice } from '../../contract';
import type { PositionRecord } from '../../store/types';
import { rosterShiftRoute } from './rosterShiftRoute';

export const toRoleChoice = ({ id, rld, name, abbr, m_hrs, w_hrs, d_hrs }: PositionRecord): EmployeeRoleChoice => ({
  id,
  rld,
  name,
  abbr,
  m_hrs,
  w_hrs,
  d_hrs,
});

export const byName = (a: PositionRecord, b: PositionRecord): number => a.name.localeCompare(b.name) || a.id - b.id;

export const rolesLookupRoute = rosterShiftRoute(Contract.rosterSetup.rolesLookup, {
  access: 'read',
  siteOf: () => 'any',
  handle: async ({ appId, ctx }) => ({
    status: Status.OK,
    // The positions repository's order is at base strength; these lists order as localeCompare does by default.
    employees_roles: (await ctx.repos.positions.list(appId)).sort(byName).map(toRoleChoice),
  }),
});
