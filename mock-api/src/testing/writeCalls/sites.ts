/**
 * The write calls of the SITES form (right 1): site groups, sites, shifts and positions (the
 * position routes check SITES right 1 too). Never an operations manager's, not even on her site.
 */
import { FormId, Paths, RightId } from '../../contract';
import { demo, shiftPayload, sitePayload } from '../harness';
import type { WriteCall } from './types';
import { fixed, okField } from './types';

const right = { formId: FormId.SITES, rightId: RightId.MANAGE };
const { westernCape } = demo.siteGroups;

export const siteWriteCalls: readonly WriteCall[] = [
  {
    name: 'site group add',
    path: Paths.sites.groupAdd,
    right,
    ops: false,
    ownAppAdd: true,
    payload: fixed({ gnm: 'Limpopo' }),
  },
  {
    name: 'site group update',
    path: Paths.sites.groupUpdate,
    right,
    ops: false,
    payload: fixed({ sgd: westernCape.gd, gnm: 'Cape' }),
  },
  {
    name: 'site group delete',
    path: Paths.sites.groupDelete,
    right,
    ops: false,
    payload: fixed({ sgd: westernCape.gd }),
  },
  { name: 'site add', path: Paths.sites.add, right, ops: false, payload: fixed(sitePayload('Centurion Mall')) },
  {
    name: 'site update',
    path: Paths.sites.update,
    right,
    ops: false,
    payload: fixed({ ...sitePayload('Pretoria Central East', { ops: demo.opsd }), std: demo.site.sd }),
  },
  {
    name: 'site delete',
    path: Paths.sites.delete,
    right,
    ops: false,
    payload: async ({ admin }) => ({
      std: okField(await admin(Paths.sites.add, sitePayload('Hatfield Plaza')), 'sd', 'site add'),
    }),
  },
  { name: 'shift add', path: Paths.shifts.add, right, ops: false, payload: fixed(shiftPayload('Morning')) },
  {
    name: 'shift update',
    path: Paths.shifts.update,
    right,
    ops: false,
    payload: async ({ admin }) => ({
      sftd: okField(await admin(Paths.shifts.add, shiftPayload('Day')), 'sftd', 'shift add'),
      ...shiftPayload('Evening', demo.site.sd, '14:00', '22:00'),
    }),
  },
  {
    name: 'shift delete',
    path: Paths.shifts.delete,
    right,
    ops: false,
    payload: async ({ admin }) => ({
      sftd: okField(await admin(Paths.shifts.add, shiftPayload('Day')), 'sftd', 'shift add'),
    }),
  },
  {
    name: 'position add',
    path: Paths.positions.add,
    right,
    ops: false,
    ownAppAdd: true,
    payload: fixed({ employee_roles: { name: 'Driver', abbr: 'DRV' } }),
  },
  {
    name: 'position update',
    path: Paths.positions.update,
    right,
    ops: false,
    payload: async ({ admin }) => ({
      rld: okField(
        await admin(Paths.positions.add, { employee_roles: { name: 'Guard', abbr: 'GRD' } }),
        'rld',
        'position add',
      ),
      employee_roles: { name: 'Senior guard', abbr: 'SGD' },
    }),
  },
  {
    name: 'position delete',
    path: Paths.positions.delete,
    right,
    ops: false,
    payload: async ({ admin }) => ({
      rld: okField(
        await admin(Paths.positions.add, { employee_roles: { name: 'Guard', abbr: 'GRD' } }),
        'rld',
        'position add',
      ),
    }),
  },
];
