/**
 * The write calls of the EMPLOYEES and POSITIONS form (right 1): employees, their leave days, the
 * import, and the face calls (vectors, photo upload links, the thumbnail and image commits).
 * Never an operations manager's.
 */
import { FormId, Paths, RightId } from '../../contract';
import { csvRow, person } from '../../routes/employees/employeeFixtures';
import { faceDescriptor, faceVector, stagedUpload } from '../../routes/face/faceTesting';
import { demo } from '../harness';
import type { TestServer } from '../harness';
import type { WriteCall } from './types';

const right = { formId: FormId.EMPLOYEES_AND_POSITIONS, rightId: RightId.MANAGE };

/** The emd of a seeded employee of the demo app (seed/employees.json), by position. */
export function demoEmployee(server: TestServer, index = 0): string {
  const employee = server.readDb().employees.filter((candidate) => candidate.app_id === demo.app.appId)[index];
  if (!employee) throw new Error(`the demo app has no employee ${index}`);
  return employee.emd;
}

export const employeeWriteCalls: readonly WriteCall[] = [
  {
    name: 'employee add',
    path: Paths.employees.add,
    right,
    ops: false,
    ownAppAdd: true,
    payload: async () => ({ employee: person({ mobile: '0825551234' }) }),
  },
  {
    name: 'employee update',
    path: Paths.employees.update,
    right,
    ops: false,
    payload: async ({ server }) => ({ empd: demoEmployee(server), employee: person({ mobile: '0825554321' }) }),
  },
  {
    name: 'employee status',
    path: Paths.employees.status,
    right,
    ops: false,
    payload: async ({ server }) => ({ empd: demoEmployee(server), s_sts: 10 }),
  },
  {
    name: 'employee delete',
    path: Paths.employees.delete,
    right,
    ops: false,
    payload: async ({ server }) => ({ empd: demoEmployee(server) }),
  },
  {
    name: 'employee import',
    path: Paths.employees.import,
    right,
    ops: false,
    ownAppAdd: true,
    payload: async () => ({ country_code: 27, country_id: 209, employees: [csvRow({ mobile: '0735550000' })] }),
  },
  {
    name: 'leave add',
    path: Paths.employees.leaveAdd,
    right,
    ops: false,
    payload: async ({ server }) => ({ empd: demoEmployee(server), leave_day: '2026-12-01' }),
  },
  {
    name: 'leave delete',
    path: Paths.employees.leaveDelete,
    right,
    ops: false,
    payload: async ({ server }) => {
      const leave = server.readDb().leaves.find((candidate) => candidate.app_id === demo.app.appId);
      if (!leave) throw new Error('the demo app has no leave day');
      return { lvdd: leave.lvdd };
    },
  },
  {
    name: 'face descriptors',
    path: Paths.face.descriptors,
    right,
    ops: false,
    payload: async ({ server }) => ({
      empd: demoEmployee(server),
      descriptors: [faceDescriptor(0), faceDescriptor(1)],
    }),
  },
  {
    name: 'face add',
    path: Paths.face.add,
    right,
    ops: false,
    payload: async ({ server }) => ({ empd: demoEmployee(server), vector1: faceVector(0), vector2: faceVector(1) }),
  },
  {
    name: 'photo upload links',
    path: Paths.face.uploadLinks,
    right,
    ops: false,
    payload: async ({ server }) => ({ empd: demoEmployee(server) }),
  },
  {
    name: 'confirm thumbnail',
    path: Paths.face.confirmThumbnail,
    right,
    ops: false,
    payload: ({ server, admin }) => stagedUpload(admin, demoEmployee(server), 'thumbnail'),
  },
  {
    name: 'confirm image',
    path: Paths.face.confirmImage,
    right,
    ops: false,
    payload: ({ server, admin }) => stagedUpload(admin, demoEmployee(server), 'image'),
  },
];
