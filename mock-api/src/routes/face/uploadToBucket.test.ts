/**
 * The whole photo upload with the photos in an S3 bucket (S3_BUCKET's settings, on a local S3):
 * upload links as always, each block PUT answered 307 with a presigned URL the bytes go to
 * straight (fetch follows it), the commit joining the blocks in the bucket, the photo read back
 * through the API's link. Every refusal answers as with the local folder (upload.test.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Paths } from '../../contract';
import { testJpeg } from '../../face/__fixtures__/testJpeg';
import { s3ClientFor } from '../../face/storage/s3Client';
import { S3PhotoStorage } from '../../face/storage/s3PhotoStorage';
import { createServer } from '../../server';
import { demo, demoSessions, startTestServer } from '../../testing/harness';
import type { TestServer } from '../../testing/harness';
import { startLocalS3 } from '../../testing/services/localS3';
import type { LocalS3 } from '../../testing/services/localS3';
import type { SessionGrant } from '../../contract';
import { MiB, addEmployee, putBlock } from './faceTesting';

const APP_ORIGIN = 'http://127.0.0.1:3004';
const EMD = 'bucketEmployee01';
const THUMB = testJpeg(150, 150, 6000, 7);
/** 2.5 MiB: three blocks of 1 MiB, 1 MiB and 0.5 MiB. */
const IMAGE = testJpeg(300, 300, 2.5 * MiB, 11);

let s3: LocalS3;
let bucket: S3PhotoStorage;
let server: TestServer;
let admin: SessionGrant;

beforeAll(async () => {
  s3 = await startLocalS3();
  bucket = new S3PhotoStorage(s3ClientFor(s3.settings), s3.settings.bucket);
  server = await startTestServer({ photoBucket: s3.settings, allowedOrigins: [APP_ORIGIN] });
  ({ admin } = await demoSessions(server));
  await addEmployee(server, demo.app.appId, EMD);
});
afterAll(async () => {
  await server.close();
  bucket.close();
  await s3.stop();
});

const call = async (route: string, payload: object) => (await server.call(route, payload, admin)).body;
const links = async () => {
  const reply = await call(Paths.face.uploadLinks, { empd: EMD });
  expect(reply.status).toBe('OK');
  return reply as { thump_link: string; image_link: string; rcdd: string };
};
const objects = async () => (await bucket.keys('')).sort();
/** The API's own folder: nothing is kept there with a bucket. */
const localFiles = () => {
  const dir = path.join(server.dir, 'storage');
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }) : [];
};

/**
 * PUT a file's 1 MiB blocks, fetch following each 307 to the bucket; the final statuses. Each body
 * is a Blob, as the app sends it (remote-times-people's blockUpload.ts): fetch sends it again
 * after the 307 (Node 20's fetch cannot do that with a Uint8Array body; browsers can with both).
 */
async function putBlocks(link: string, bytes: Uint8Array): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0, index = 0; start < bytes.length; start += MiB, index += 1) {
    const body = new Blob([new Uint8Array(bytes.subarray(start, start + MiB))]);
    const headers = { 'content-type': 'application/octet-stream' };
    statuses.push((await fetch(`${link}&blockid=${index}`, { method: 'PUT', body, headers })).status);
  }
  return statuses;
}

describe('photo uploads to an S3 bucket', () => {
  it('sends the blocks straight to the bucket, commits them there and serves the photo through the API', async () => {
    const { thump_link, image_link, rcdd } = await links();
    // The links are the API's, as with the local folder.
    expect(image_link).toMatch(new RegExp(`^${server.url}/storage/faces/${rcdd}/image\\.jpg\\?sig=[\\w-]{32}$`));

    const first = await putBlock(image_link, 0, IMAGE.subarray(0, MiB), {
      redirect: 'manual',
      headers: { origin: APP_ORIGIN, 'content-type': 'application/octet-stream' },
    });
    expect(first.status).toBe(307);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const location = first.headers.get('location') ?? '';
    expect(location).toMatch(
      new RegExp(`^${s3.settings.endpoint}/${s3.settings.bucket}/staging/${rcdd}/image/0\\.block\\?.*X-Amz-Signature=`),
    );
    expect(location).toContain('X-Amz-Expires=300&');
    expect(await objects()).toEqual([]);

    expect(await putBlocks(image_link, IMAGE)).toEqual([200, 200, 200]);
    expect(await putBlocks(thump_link, THUMB)).toEqual([200]);
    expect(await objects()).toEqual([
      `staging/${rcdd}/image/0.block`,
      `staging/${rcdd}/image/1.block`,
      `staging/${rcdd}/image/2.block`,
      `staging/${rcdd}/thumbnail/0.block`,
    ]);

    const commit = { empd: EMD, rcdd, width: 300, height: 300 };
    expect(await call(Paths.face.confirmImage, { ...commit, size: IMAGE.length + 1 })).toEqual({
      status: 'UPLOAD_INVALID',
      reason: `${IMAGE.length} bytes were uploaded, not ${IMAGE.length + 1}`,
    });
    expect(await call(Paths.face.confirmImage, { ...commit, size: IMAGE.length })).toEqual({ status: 'OK' });
    expect(await call(Paths.face.confirmThumbnail, { ...commit, size: THUMB.length, width: 150, height: 150 })).toEqual(
      { status: 'OK' },
    );
    expect(await objects()).toEqual([`faces/${rcdd}/image.jpg`, `faces/${rcdd}/thumb.jpg`]);
    expect(localFiles()).toEqual([]);

    const link = (await call(Paths.face.imageLink, { empd: EMD })).image_link as string;
    expect(link).toBe(`${server.url}/storage/faces/${rcdd}/image.jpg`);
    const response = await fetch(link, { headers: { origin: APP_ORIGIN } });
    expect([response.status, response.headers.get('content-type'), response.headers.get('cache-control')]).toEqual([
      200,
      'image/jpeg',
      'private, max-age=31536000, immutable',
    ]);
    expect(Buffer.from(await response.arrayBuffer()).equals(IMAGE)).toBe(true);
    const etag = response.headers.get('etag') ?? '';
    expect((await fetch(link, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const thumbnail = await fetch((await call(Paths.face.thumbnailLink, { empd: EMD })).thump_link as string);
    expect(Buffer.from(await thumbnail.arrayBuffer()).equals(THUMB)).toBe(true);

    // A block after the commit is refused by the API before any URL is signed.
    const late = await putBlock(thump_link, 0, THUMB, { redirect: 'manual' });
    expect([late.status, await late.json()]).toEqual([409, { status: 'BLOB_COMMITTED' }]);
  });

  it('refuses what the local folder refuses, with the same statuses, and signs nothing then', async () => {
    const { thump_link, rcdd } = await links();
    const refused = async (link: string, index: number | string, bytes: Uint8Array) => {
      const response = await putBlock(link, index, bytes, { redirect: 'manual' });
      return [response.status, await response.json()];
    };
    expect(await refused(thump_link.replace(/sig=.*/, 'sig=wrong'), 0, THUMB)).toEqual([
      403,
      { status: 'INVALID_SIGNATURE' },
    ]);
    expect(await refused(thump_link, 16, THUMB)).toEqual([400, { status: 'INVALID_BLOCK_ID' }]);
    expect(await refused(thump_link, 0, new Uint8Array(0))).toEqual([400, { status: 'EMPTY_BLOCK' }]);
    expect(await refused(thump_link, 0, new Uint8Array(MiB + 1))).toEqual([413, { status: 'BLOCK_TOO_LARGE' }]);
    server.clock.advance(15 * 60);
    expect(await refused(thump_link, 0, THUMB)).toEqual([403, { status: 'LINK_EXPIRED' }]);
    expect((await objects()).filter((key) => key.includes(rcdd))).toEqual([]);
  });

  it('takes a block of no declared length (a chunked body) through the API into the bucket', async () => {
    const { thump_link, rcdd } = await links();
    const url = new URL(`${thump_link}&blockid=0`);
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(url, { method: 'PUT', headers: { 'transfer-encoding': 'chunked' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.write(THUMB.subarray(0, 1000));
      request.end(THUMB.subarray(1000));
    });
    expect(status).toBe(201);
    expect((await bucket.joinStaged(rcdd, 'thumbnail'))?.equals(THUMB)).toBe(true);
  });

  it('sweeps what no record names when the API starts, and empties the bucket on the dev reset', async () => {
    await bucket.commit('orphanUpload0001', 'thumbnail', THUMB);
    await bucket.stageBlock('orphanUpload0002', 'image', 0, THUMB);
    const before = await objects();
    expect(before).toEqual(expect.arrayContaining(['faces/orphanUpload0001/thumb.jpg']));
    await server.api.close();
    const same = server.sameStore();
    const again = createServer({ ...same, config: { ...same.config, logger: { info: () => {}, error: () => {} } } });
    const url = await again.listen(0);
    try {
      const after = await objects();
      // The orphans go; the committed photos and the open uploads' staged blocks stay.
      const named = before.filter((key) => !key.includes('orphan'));
      expect(named.filter((key) => key.startsWith('faces/')).length).toBeGreaterThan(0);
      expect(after).toEqual(named);
      expect((await fetch(`${url}/dev/reset`, { method: 'POST' })).status).toBe(200);
      expect(await objects()).toEqual([]);
    } finally {
      await again.close();
    }
  });
});

describe('a sweep and a commit at once', () => {
  /** How long the bucket holds a listing of the committed photos. */
  const HOLD_MS = 400;
  let slow: LocalS3;
  let own: TestServer;
  let session: SessionGrant;
  beforeAll(async () => {
    slow = await startLocalS3({
      delay: ({ method, query }) => (method === 'GET' && query.prefix === 'faces/' ? HOLD_MS : 0),
    });
    own = await startTestServer({ photoBucket: slow.settings });
    ({ admin: session } = await demoSessions(own));
    await addEmployee(own, demo.app.appId, EMD);
  });
  afterAll(async () => {
    await own.close();
    await slow.stop();
  });

  it('never lets a sweep under way remove the photo a commit writes meanwhile', async () => {
    const ownCall = async (route: string, payload: object) => (await own.call(route, payload, session)).body;
    const { thump_link, rcdd } = await ownCall(Paths.face.uploadLinks, { empd: EMD });
    expect(await putBlocks(thump_link, THUMB)).toEqual([200]);
    // The next upload's sweep reads the records now (no photo yet) and lists the photos late.
    const sweeping = ownCall(Paths.face.uploadLinks, { empd: EMD });
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS / 4));
    const commit = { empd: EMD, rcdd, size: THUMB.length, width: 150, height: 150 };
    expect(await ownCall(Paths.face.confirmThumbnail, commit)).toEqual({ status: 'OK' });
    expect((await sweeping).status).toBe('OK');
    const link = (await ownCall(Paths.face.thumbnailLink, { empd: EMD })).thump_link as string;
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(THUMB)).toBe(true);
  });
});
