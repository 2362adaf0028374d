import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Paths } from '../../contract';
import { testJpeg } from '../../face/__fixtures__/testJpeg';
import { hasPhoto } from '../../face/photos';
import { sha256 } from '../../security/tokens';
import { demo, useDemoServer } from '../../testing/harness';
import { MiB, addEmployee, putBlock, putBlocks } from './faceTesting';

const APP_ORIGIN = 'http://127.0.0.1:3004';
const ctx = useDemoServer('admin', { allowedOrigins: [APP_ORIGIN] });

const EMD = 'photoEmployee001';
const THUMB = testJpeg(150, 150, 6000, 7);
/** 2.5 MiB: three blocks of 1 MiB, 1 MiB and 0.5 MiB. */
const IMAGE = testJpeg(300, 300, 2.5 * MiB, 11);

const storageDir = () => path.join(ctx.server.dir, 'storage');
const files = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => fs.statSync(path.join(dir, name)).isFile())
        .sort()
    : [];

interface Links {
  thump_link: string;
  image_link: string;
  rcdd: string;
}

const links = async (empd = EMD): Promise<Links> => {
  const reply = await ctx.call(Paths.face.uploadLinks, { empd });
  expect(reply.status).toBe('OK');
  return reply;
};
const confirmThumbnail = (rcdd: string, size = THUMB.length, fields: object = {}) =>
  ctx.call(Paths.face.confirmThumbnail, { empd: EMD, rcdd, size, width: 150, height: 150, ...fields });
const confirmImage = (rcdd: string, size = IMAGE.length, fields: object = {}) =>
  ctx.call(Paths.face.confirmImage, { empd: EMD, rcdd, size, width: 300, height: 300, ...fields });
const thumbnailLink = async (empd = EMD) => (await ctx.call(Paths.face.thumbnailLink, { empd })).thump_link as string;
const imageLink = async (empd = EMD) => (await ctx.call(Paths.face.imageLink, { empd })).image_link as string;
const invalidUpload = (reason: string) => ({ status: 'UPLOAD_INVALID', reason });

/** Upload and commit a thumbnail; its upload's links. */
async function uploadThumbnail(bytes = THUMB): Promise<Links> {
  const upload = await links();
  expect(await putBlocks(upload.thump_link, bytes)).toEqual([201]);
  expect(await confirmThumbnail(upload.rcdd, bytes.length)).toEqual({ status: 'OK' });
  return upload;
}

beforeEach(async () => await addEmployee(ctx.server, demo.app.appId, EMD));

describe('upload links', () => {
  it('creates an upload with a hashed write token, valid for 15 minutes, and links on the API itself', async () => {
    const { thump_link, image_link, rcdd } = await links();
    expect(rcdd).toMatch(/^[\w-]{16}$/);
    const sig = /\?sig=([\w-]+)$/;
    expect(thump_link).toMatch(new RegExp(`^${ctx.server.url}/storage/faces/${rcdd}/thumb\\.jpg\\?sig=[\\w-]{32}$`));
    expect(image_link).toMatch(new RegExp(`^${ctx.server.url}/storage/faces/${rcdd}/image\\.jpg\\?sig=[\\w-]{32}$`));
    const token = sig.exec(thump_link)?.[1] ?? '';
    expect(sig.exec(image_link)?.[1]).toBe(token);
    expect(ctx.server.readDb().photo_uploads).toEqual([
      {
        id: 1,
        rcdd,
        app_id: demo.app.appId,
        emd: EMD,
        token: sha256(token),
        created_at: '2026-03-01T08:00:00.000Z',
        expires_at: '2026-03-01T08:15:00.000Z',
        thumbnail: null,
        image: null,
      },
    ]);
    // Every call is a new upload with its own token.
    const again = await links();
    expect(again.rcdd).not.toBe(rcdd);
    expect(again.thump_link).not.toContain(token);
  });

  it('builds the links from the Host header the request came in with', async () => {
    const body = JSON.stringify({
      empd: EMD,
      app_tp: 1,
      net_info: { is_mobile: 0, is_desktop: 1 },
      request_session: { sid: ctx.sessions.admin.sid, srm: ctx.sessions.admin.srm, scd: ctx.sessions.admin.scd },
    });
    const { port } = new URL(ctx.server.url);
    const reply = await new Promise<string>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: Paths.face.uploadLinks,
          headers: { host: 'times.test:8443', 'x-forwarded-proto': 'https', 'content-type': 'application/json' },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(text));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    const { status, thump_link, rcdd } = JSON.parse(reply) as Links & { status: string };
    expect(status).toBe('OK');
    expect(thump_link).toMatch(new RegExp(`^https://times\\.test:8443/storage/faces/${rcdd}/thumb\\.jpg\\?sig=`));
  });
});

describe('storage block PUTs', () => {
  it('answers 403 INVALID_SIGNATURE for a wrong, missing or other upload signature and an unknown upload', async () => {
    const { thump_link, rcdd } = await links();
    const other = await links();
    const block = THUMB.subarray(0, 100);
    const forbidden = async (link: string) => {
      const response = await putBlock(link, 0, block);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      return response.json();
    };
    expect(await forbidden(thump_link.replace(/sig=.*/, 'sig=wrong'))).toEqual({ status: 'INVALID_SIGNATURE' });
    expect(await forbidden(thump_link.replace(/\?sig=.*/, '?x=1'))).toEqual({ status: 'INVALID_SIGNATURE' });
    // The signature of another upload.
    expect(await forbidden(other.thump_link.replace(other.rcdd, rcdd))).toEqual({ status: 'INVALID_SIGNATURE' });
    expect(await forbidden(thump_link.replace(rcdd, 'noSuchUpload0001'))).toEqual({ status: 'INVALID_SIGNATURE' });
    expect(files(storageDir())).toEqual([]);
  });

  it('answers 403 LINK_EXPIRED once the upload has expired', async () => {
    const { thump_link } = await links();
    expect((await putBlock(thump_link, 0, THUMB)).status).toBe(201);
    ctx.server.clock.advance(15 * 60);
    const response = await putBlock(thump_link, 1, THUMB);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: 'LINK_EXPIRED' });
  });

  it('refuses bad block ids (400), empty blocks (400) and blocks over 1 MiB (413)', async () => {
    const { thump_link } = await links();
    for (const id of ['-1', '16', '1.5', 'x', '001']) {
      const response = await putBlock(thump_link, id, THUMB);
      expect([id, response.status, await response.json()]).toEqual([id, 400, { status: 'INVALID_BLOCK_ID' }]);
    }
    const noId = await fetch(thump_link, { method: 'PUT', body: new Uint8Array(THUMB) });
    expect([noId.status, await noId.json()]).toEqual([400, { status: 'INVALID_BLOCK_ID' }]);
    const empty = await putBlock(thump_link, 0, new Uint8Array(0));
    expect([empty.status, await empty.json()]).toEqual([400, { status: 'EMPTY_BLOCK' }]);
    const large = await putBlock(thump_link, 0, new Uint8Array(MiB + 1));
    expect([large.status, await large.json()]).toEqual([413, { status: 'BLOCK_TOO_LARGE' }]);
    expect((await putBlock(thump_link, 15, new Uint8Array(MiB))).status).toBe(201);
  });

  it('allows the PUT preflight from an app origin (the API preflight stays GET, POST)', async () => {
    const { thump_link } = await links();
    const preflight = (url: string, origin = APP_ORIGIN) =>
      fetch(url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
      });
    const elsewhere = await preflight(`${thump_link}&blockid=0`, 'http://evil.example');
    expect(elsewhere.status).toBe(403);
    expect([...elsewhere.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    const response = await preflight(`${thump_link}&blockid=0`);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, PUT, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(
      (await preflight(`${ctx.server.url}${Paths.face.uploadLinks}`)).headers.get('access-control-allow-methods'),
    ).toBe('GET, POST, OPTIONS');
    // The PUT itself carries the origin too.
    const put = await putBlock(thump_link, 0, THUMB, {
      headers: { origin: APP_ORIGIN, 'content-type': 'application/octet-stream' },
    });
    expect(put.status).toBe(201);
    expect(put.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  });
});

describe('commits', () => {
  it('commits a 2.5 MiB image sent in three 1 MiB blocks (in any order) and serves it back byte for byte', async () => {
    const { image_link, rcdd } = await links();
    // Blocks may come in any order, and a block sent again replaces the earlier one.
    expect((await putBlock(image_link, 2, IMAGE.subarray(2 * MiB))).status).toBe(201);
    expect((await putBlock(image_link, 0, new Uint8Array(10))).status).toBe(201);
    expect((await putBlock(image_link, 1, IMAGE.subarray(MiB, 2 * MiB))).status).toBe(201);
    expect((await putBlock(image_link, 0, IMAGE.subarray(0, MiB))).status).toBe(201);
    expect(files(storageDir())).toEqual([
      `staging/${rcdd}/image/0.block`,
      `staging/${rcdd}/image/1.block`,
      `staging/${rcdd}/image/2.block`,
    ]);

    expect(await confirmImage(rcdd)).toEqual({ status: 'OK' });
    expect(ctx.server.readDb().photo_uploads[0]).toMatchObject({
      rcdd,
      image: { size: IMAGE.length, width: 300, height: 300 },
      thumbnail: null,
    });
    expect(files(storageDir())).toEqual([`faces/${rcdd}/image.jpg`]);

    const link = await imageLink();
    expect(link).toBe(`${ctx.server.url}/storage/faces/${rcdd}/image.jpg`);
    const response = await fetch(link, { headers: { origin: APP_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-length')).toBe(String(IMAGE.length));
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(Buffer.from(await response.arrayBuffer()).equals(IMAGE)).toBe(true);
    // Revalidation by ETag, and HEAD.
    const etag = response.headers.get('etag') ?? '';
    expect((await fetch(link, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await fetch(link, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(IMAGE.length)]);
    // An image alone is not a photo yet: the thumbnail makes it.
    expect(await thumbnailLink()).toBe('');
    expect(hasPhoto(ctx.server.readDb(), demo.app.appId, EMD)).toBe(false);
  });

  it('gives the employee a photo when the thumbnail is committed: thumbnail link, hasPhoto', async () => {
    const { rcdd } = await uploadThumbnail();
    expect(hasPhoto(ctx.server.readDb(), demo.app.appId, EMD)).toBe(true);
    expect(hasPhoto(ctx.server.readDb(), demo.app.appId, 'someoneElse00001')).toBe(false);
    const link = await thumbnailLink();
    expect(link).toBe(`${ctx.server.url}/storage/faces/${rcdd}/thumb.jpg`);
    expect(Buffer.from(await (await fetch(link)).arrayBuffer()).equals(THUMB)).toBe(true);
    // The image of the same upload is not committed: no link, and its URL is 404.
    expect(await imageLink()).toBe('');
    const missing = await fetch(`${ctx.server.url}/storage/faces/${rcdd}/image.jpg`);
    expect([missing.status, await missing.json()]).toEqual([404, { status: 'NOT_FOUND' }]);
  });

  it('answers UPLOAD_INVALID when the bytes are not the declared size; the blocks stay for a right commit', async () => {
    const { thump_link, rcdd } = await links();
    await putBlocks(thump_link, THUMB);
    expect(await confirmThumbnail(rcdd, THUMB.length + 1)).toEqual(
      invalidUpload(`${THUMB.length} bytes were uploaded, not ${THUMB.length + 1}`),
    );
    expect(await confirmThumbnail(rcdd, THUMB.length - 1)).toEqual(
      invalidUpload(`${THUMB.length} bytes were uploaded, not ${THUMB.length - 1}`),
    );
    expect(await thumbnailLink()).toBe('');
    expect(await confirmThumbnail(rcdd)).toEqual({ status: 'OK' });
  });

  it('answers UPLOAD_INVALID for other dimensions than declared, than the part size, or no JPEG at all', async () => {
    const { thump_link, image_link, rcdd } = await links();
    const larger = testJpeg(160, 160, 6000);
    await putBlocks(thump_link, larger);
    expect(await confirmThumbnail(rcdd, larger.length)).toEqual(invalidUpload('the JPEG is 160x160'));
    expect(await confirmThumbnail(rcdd, larger.length, { width: 160, height: 160 })).toEqual(
      invalidUpload('the thumbnail must be 150x150'),
    );
    expect(await confirmImage(rcdd, larger.length, { width: 150, height: 150 })).toEqual(
      invalidUpload('the image must be 300x300'),
    );
    const notJpeg = Buffer.alloc(5000, 7);
    await putBlocks(image_link, notJpeg);
    expect(await confirmImage(rcdd, notJpeg.length)).toEqual(invalidUpload('the blocks are not a JPEG'));
    const cut = IMAGE.subarray(0, MiB);
    await putBlocks(image_link, cut);
    expect(await confirmImage(rcdd, cut.length)).toEqual(invalidUpload('the blocks are not a JPEG'));
    expect(ctx.server.readDb().photo_uploads[0]).toMatchObject({ thumbnail: null, image: null });
    expect(files(path.join(storageDir(), 'faces'))).toEqual([]);
  });

  it('answers UPLOAD_INVALID while a block is missing (or none came); sending it makes the commit go through', async () => {
    const { image_link, rcdd } = await links();
    expect(await confirmImage(rcdd)).toEqual(invalidUpload('blocks are missing'));
    await putBlock(image_link, 0, IMAGE.subarray(0, MiB));
    await putBlock(image_link, 2, IMAGE.subarray(2 * MiB));
    expect(await confirmImage(rcdd)).toEqual(invalidUpload('blocks are missing'));
    await putBlock(image_link, 1, IMAGE.subarray(MiB, 2 * MiB));
    expect(await confirmImage(rcdd)).toEqual({ status: 'OK' });
  });

  it('takes a repeated commit with the same details, refuses other details and any further block (409)', async () => {
    const { thump_link, rcdd } = await uploadThumbnail();
    expect(await confirmThumbnail(rcdd)).toEqual({ status: 'OK' });
    expect(await confirmThumbnail(rcdd, THUMB.length - 1)).toEqual(
      invalidUpload('the part is committed with other details'),
    );
    const late = await putBlock(thump_link, 0, THUMB);
    expect([late.status, await late.json()]).toEqual([409, { status: 'BLOB_COMMITTED' }]);
  });

  it('answers UPLOAD_INVALID for a commit after the upload expired, and sweeps expired uploads that committed nothing', async () => {
    const { thump_link, image_link, rcdd } = await links();
    await putBlocks(thump_link, THUMB);
    await putBlocks(image_link, IMAGE.subarray(0, 1000));
    expect(await confirmThumbnail(rcdd)).toEqual({ status: 'OK' });
    const stale = await links();
    await putBlocks(stale.thump_link, THUMB);
    ctx.server.clock.advance(15 * 60 + 1);
    expect(await confirmImage(rcdd, 1000)).toEqual(invalidUpload('the upload has expired'));
    expect(await confirmThumbnail(stale.rcdd)).toEqual(invalidUpload('the upload has expired'));
    // The next upload sweeps: the expired upload without a commit goes, the photo stays, staged blocks go.
    const next = await links();
    expect(ctx.server.readDb().photo_uploads.map((upload) => upload.rcdd)).toEqual([rcdd, next.rcdd]);
    expect(files(storageDir())).toEqual([`faces/${rcdd}/thumb.jpg`]);
    expect(await thumbnailLink()).toBe(`${ctx.server.url}/storage/faces/${rcdd}/thumb.jpg`);
  });

  it('answers VALIDATION_ERROR for the upload of another employee', async () => {
    const { rcdd } = await uploadThumbnail();
    const other = await addEmployee(ctx.server, demo.app.appId, 'otherEmployee001');
    expect(
      await ctx.call(Paths.face.confirmThumbnail, { empd: other, rcdd, size: THUMB.length, width: 150, height: 150 }),
    ).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { rcdd: 'Invalid upload details' },
    });
    expect(await thumbnailLink(other)).toBe('');
  });

  it('keeps only the last committed photo of an employee: a new commit drops the older blob', async () => {
    const first = await uploadThumbnail();
    await putBlocks(first.image_link, IMAGE);
    expect(await confirmImage(first.rcdd)).toEqual({ status: 'OK' });
    const firstThumb = await thumbnailLink();

    const newer = testJpeg(150, 150, 4000, 99);
    const second = await uploadThumbnail(newer);
    expect(await thumbnailLink()).toBe(`${ctx.server.url}/storage/faces/${second.rcdd}/thumb.jpg`);
    expect(Buffer.from(await (await fetch(await thumbnailLink())).arrayBuffer()).equals(newer)).toBe(true);
    expect((await fetch(firstThumb)).status).toBe(404);
    // The first image stays the image until the second one is committed.
    expect(await imageLink()).toBe(`${ctx.server.url}/storage/faces/${first.rcdd}/image.jpg`);
    expect(files(path.join(storageDir(), 'faces'))).toEqual(
      [`${first.rcdd}/image.jpg`, `${second.rcdd}/thumb.jpg`].sort(),
    );
    await putBlocks(second.image_link, IMAGE);
    expect(await confirmImage(second.rcdd)).toEqual({ status: 'OK' });
    expect(files(path.join(storageDir(), 'faces'))).toEqual([`${second.rcdd}/image.jpg`, `${second.rcdd}/thumb.jpg`]);
    expect(
      ctx.server.readDb().photo_uploads.map(({ rcdd, thumbnail, image }) => [rcdd, thumbnail !== null, image !== null]),
    ).toEqual([
      [first.rcdd, false, false],
      [second.rcdd, true, true],
    ]);
  });
});

describe('storage reads', () => {
  it('answers 404 for what is not a committed blob, and 405 for other methods', async () => {
    const { thump_link, rcdd } = await links();
    await putBlocks(thump_link, THUMB);
    const status = async (url: string, init?: RequestInit) => (await fetch(url, init)).status;
    // Staged but not committed.
    expect(await status(`${ctx.server.url}/storage/faces/${rcdd}/thumb.jpg`)).toBe(404);
    for (const bad of [
      '/storage/faces',
      `/storage/faces/${rcdd}`,
      `/storage/faces/${rcdd}/other.jpg`,
      '/storage/faces/..%2F..%2Fdb.json/thumb.jpg',
      `/storage/other/${rcdd}/thumb.jpg`,
    ]) {
      expect([bad, await status(`${ctx.server.url}${bad}`)]).toEqual([bad, 404]);
    }
    await confirmThumbnail(rcdd);
    const deleted = await fetch(`${ctx.server.url}/storage/faces/${rcdd}/thumb.jpg`, { method: 'DELETE' });
    expect([deleted.status, deleted.headers.get('allow'), await deleted.json()]).toEqual([
      405,
      'GET, HEAD, PUT, OPTIONS',
      { status: 'METHOD_NOT_ALLOWED' },
    ]);
    expect(await status(`${ctx.server.url}/storage/faces/${rcdd}/thumb.jpg`)).toBe(200);
  });

  it('empties the storage on the dev reset', async () => {
    const { rcdd } = await uploadThumbnail();
    expect(files(storageDir())).toEqual([`faces/${rcdd}/thumb.jpg`]);
    expect((await fetch(`${ctx.server.url}/dev/reset`, { method: 'POST' })).status).toBe(200);
    expect(files(storageDir())).toEqual([]);
  });
});
