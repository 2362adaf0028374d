/**
 * Test helpers of the face calls: an employee put straight into the store, the block PUTs of the
 * storage, a photo part staged for its confirm call.
 */
import { Paths } from '../../contract';
import type { UploadLinksResponse } from '../../contract';
import { testJpeg } from '../../face/__fixtures__/testJpeg';
import { editStore } from '../../testing/harness';
import type { Json, TestServer } from '../../testing/harness';
import type { EmployeeRecord } from '../../store/types';

/** Add an employee of `appId` to the store (no employee route needed); its emd. */
export async function addEmployee(
  server: TestServer,
  appId: string,
  emd: string,
  fields: Partial<EmployeeRecord> = {},
): Promise<string> {
  // Read from the store, not the draft: on PostgreSQL the state holds no employees.
  const id = server.readDb().employees.reduce((max, employee) => Math.max(max, employee.id), 0) + 1;
  await editStore(server, (draft) => {
    draft.employees.push({
      id,
      emd,
      app_id: appId,
      name: 'Zanele',
      surname: 'Face',
      country_id: 209,
      country_code: 27,
      date_of_birth: '1992-03-04',
      isIDOrPass: 1,
      idOrPass: '',
      mobile: '0825550000',
      gender: 2,
      employee_number: 'F-1',
      user_status: 0,
      created_at: '2026-02-01T08:00:00.000Z',
      ...fields,
    });
  });
  return emd;
}

export const MiB = 1024 * 1024;

/** PUT one block to a write link. */
export const putBlock = (link: string, index: number | string, bytes: Uint8Array, init: RequestInit = {}) =>
  fetch(`${link}&blockid=${index}`, {
    method: 'PUT',
    // A copy: fetch's types want a body over an ArrayBuffer, which a Buffer's may not be.
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'application/octet-stream' },
    ...init,
  });

/** PUT a whole file in 1 MiB blocks (0, 1, 2…); the HTTP statuses. */
export async function putBlocks(link: string, bytes: Uint8Array, blockSize = MiB): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0, index = 0; start < bytes.length; start += blockSize, index += 1) {
    statuses.push((await putBlock(link, index, bytes.subarray(start, start + blockSize))).status);
  }
  return statuses;
}

/** A face vector of 8 numbers from `from` up. */
export const faceVector = (from: number): number[] => Array.from({ length: 8 }, (_, index) => from + index / 10);

/** A face descriptor: the description network's 128 numbers (values made from `from`). */
export const faceDescriptor = (from: number): number[] =>
  Array.from({ length: 128 }, (_, index) => Math.round(Math.sin(from * 7 + index) * 1000) / 10_000);

const THUMB = testJpeg(150, 150, 6000, 7);
const IMAGE = testJpeg(300, 300, 20_000, 11);

/**
 * An upload of employee `empd`'s photo (asked for with `call`, as a user who may) with one part's
 * blocks staged: the confirm payload of that part.
 */
export async function stagedUpload(
  call: (path: string, payload: object) => Promise<Json>,
  empd: string,
  part: 'thumbnail' | 'image',
): Promise<object> {
  const links = (await call(Paths.face.uploadLinks, { empd })) as UploadLinksResponse | undefined;
  if (links?.status !== 'OK') throw new Error(`upload links failed: ${JSON.stringify(links)}`);
  const [bytes, link, side] = part === 'thumbnail' ? [THUMB, links.thump_link, 150] : [IMAGE, links.image_link, 300];
  const statuses = await putBlocks(link, bytes);
  if (statuses.some((status) => status !== 201)) throw new Error(`staging the ${part} failed: ${statuses.join(', ')}`);
  return { empd, rcdd: links.rcdd, size: bytes.length, width: side, height: side };
}
