import fs from 'node:fs';
import path from 'node:path';
import { configFromEnv, storageDirOf } from '../config';
import { Paths } from '../contract';
import { testJpeg } from '../face/__fixtures__/testJpeg';
import { addEmployee, putBlocks } from '../routes/face/faceTesting';
import { createServer } from '../server';
import { demo, demoSessions, seedDir, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

const EMD = 'storageEmployee1';
const THUMB = testJpeg(150, 150, 3000);

/** Sign in as the demo admin, add an employee and commit a thumbnail; the upload id. */
async function commitThumbnail(server: TestServer): Promise<{ rcdd: string; thump_link: string }> {
  const { admin } = await demoSessions(server);
  await addEmployee(server, demo.app.appId, EMD);
  const links = (await server.call(Paths.face.uploadLinks, { empd: EMD }, admin)).body;
  expect(await putBlocks(links.thump_link, THUMB)).toEqual([201]);
  const commit = { empd: EMD, rcdd: links.rcdd, size: THUMB.length, width: 150, height: 150 };
  expect((await server.call(Paths.face.confirmThumbnail, commit, admin)).body).toEqual({ status: 'OK' });
  return links;
}

describe('storage settings', () => {
  it('reads MOCK_API_PUBLIC_URL, MOCK_API_STORAGE_DIR and MOCK_API_UPLOAD_SECONDS', () => {
    expect(
      configFromEnv({
        MOCK_API_PUBLIC_URL: 'https://api.times.test/',
        MOCK_API_STORAGE_DIR: '/srv/blobs',
        MOCK_API_UPLOAD_SECONDS: '60',
      }),
    ).toEqual({
      publicUrl: 'https://api.times.test',
      storageDir: '/srv/blobs',
      uploadSeconds: 60,
    });
    expect(() => configFromEnv({ MOCK_API_PUBLIC_URL: 'api.times.test' })).toThrow(
      'MOCK_API_PUBLIC_URL must be an absolute URL',
    );
    expect(() => configFromEnv({ MOCK_API_PUBLIC_URL: 'ftp://api.times.test' })).toThrow('http(s)');
  });

  it('puts the storage beside the store file unless a folder is configured', () => {
    expect(storageDirOf('/data/mock/db.json')).toBe(path.resolve('/data/mock/storage'));
    expect(storageDirOf('/data/mock/db.json', '/srv/blobs')).toBe(path.resolve('/srv/blobs'));
  });
});

describe('storage with a configured public URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: 'https://api.times.test' });
  });
  afterAll(() => server.close());

  it('hands out links on the public URL whatever host the request used', async () => {
    const { admin } = await demoSessions(server);
    await addEmployee(server, demo.app.appId, EMD);
    const { thump_link, image_link, rcdd } = (await server.call(Paths.face.uploadLinks, { empd: EMD }, admin)).body;
    expect(thump_link).toMatch(new RegExp(`^https://api\\.times\\.test/storage/faces/${rcdd}/thumb\\.jpg\\?sig=`));
    expect(image_link).toMatch(new RegExp(`^https://api\\.times\\.test/storage/faces/${rcdd}/image\\.jpg\\?sig=`));
  });
});

describe('storage across restarts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('keeps committed photos across a restart and sweeps what no record names at start-up', async () => {
    const { rcdd } = await commitThumbnail(server);
    const storage = path.join(server.dir, 'storage');
    // Left-overs a crash could leave: a blob of no record, staged blocks of no upload, a temp file.
    const orphans = [
      path.join(storage, 'faces', 'orphanUpload0001', 'thumb.jpg'),
      path.join(storage, 'staging', 'orphanUpload0002', 'image', '0.block'),
      path.join(storage, 'faces', rcdd, '.thumb.jpg.0123456789ab.tmp'),
    ];
    for (const file of orphans) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'left over');
    }
    await server.api.close();

    const again = createServer({
      dbFile: server.dbFile,
      seedDir,
      config: { scryptCost: 16, logger: { info: () => {}, error: () => {} } },
    });
    const url = await again.listen(0);
    try {
      const response = await fetch(`${url}/storage/faces/${rcdd}/thumb.jpg`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(THUMB)).toBe(true);
      for (const file of orphans) expect(fs.existsSync(file)).toBe(false);
      expect(fs.readdirSync(path.join(storage, 'faces'))).toEqual([rcdd]);
      expect(fs.readdirSync(path.join(storage, 'staging'))).toEqual([]);
    } finally {
      await again.close();
    }
  });
});
