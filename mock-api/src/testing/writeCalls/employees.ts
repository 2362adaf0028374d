/**
 * The write calls of the EMPLOYEES and POSITIONS form (right 1): employees, their leave days, the
 * import, and the face calls (vectors, photo upload links, the thumbnail and image commits).
 * Never an operations manager's.
 */
import { FormId, Paths, RightId } from '../../contract';
import { testJpeg } from '../../face/__fixtures__/testJpeg';
import { csvRow, person } from '../../routes/employees/employeeFixtures';
import { putBlocks } from '../../routes/face/faceTesting';
import { demo } from '../harness';
import type { TestServer } from '../harness';
import type { WriteCall, WriteCallWorld } from './types';
import { okField } from './types';

const right = { formId: FormId.EMPLOYEES_AND_POSITIONS, rightId: RightId.MANAGE };

/** The emd of a seeded employee of the demo app (seed/employees.json), by position. */
export function demoEmployee(server: TestServer, index = 0): string {
  const employee = server.api.store.data.employees.filter((candidate) => candidate.app_id === demo.app.appId)[index];
  if (!employee) throw new Error(`the demo app has no employee ${index}`);
  return employee.emd;
}

const vector = (from: number) => Array.from({ length: 8 }, (_, index) => from + index / 10);
const THUMB = testJpeg(150, 150, 6000, 7);
const IMAGE = testJpeg(300, 300, 20_000, 11);

/** An upload of a demo employee's photo with one part's blocks staged: the confirm payload of that part. */
async function stagedUpload({ server, admin }: WriteCallWorld, part: 'thumbnail' | 'image'): Promise<object> {
  const empd = demoEmployee(server);
  const links = await admin(Paths.face.uploadLinks, { empd });
  const rcdd = okField(links, 'rcdd', 'upload links');
  const [bytes, link, side] = part === 'thumbnail' ? [THUMB, links.thump_link, 150] : [IMAGE, links.image_link, 300];
  const statuses = await putBlocks(link, bytes);
  if (statuses.some((status) => status !== 201)) throw new Error(`staging the ${part} failed: ${statuses.join(', ')}`);
  return { empd, rcdd, size: bytes.length, width: side, height: side };
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
      const leave = server.api.store.data.leaves.find((candidate) => candidate.app_id === demo.app.appId);
      if (!leave) throw new Error('the demo app has no leave day');
      return { lvdd: leave.lvdd };
    },
  },
  {
    name: 'face add',
    path: Paths.face.add,
    right,
    ops: false,
    payload: async ({ server }) => ({ empd: demoEmployee(server), vector1: vector(0), vector2: vector(1) }),
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
    payload: (world) => stagedUpload(world, 'thumbnail'),
  },
  {
    name: 'confirm image',
    path: Paths.face.confirmImage,
    right,
    ops: false,
    payload: (world) => stagedUpload(world, 'image'),
  },
];
