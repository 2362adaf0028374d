import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv } from '../../config';
import { createServer } from '../../server';
import { seedDir } from '../../testing/harness';
import { freePort } from '../../testing/services/processes';
import { LocalPhotoStorage } from './localPhotoStorage';
import { bucketPlace } from './photoBucket';
import { photoStorageFor } from './photoStorageFor';
import { S3PhotoStorage } from './s3PhotoStorage';

const BUCKET = {
  S3_BUCKET: 'times-photos',
  S3_ENDPOINT: 'http://127.0.0.1:9000/',
  S3_REGION: 'af-south-1',
  S3_ACCESS_KEY_ID: 'times',
  S3_SECRET_ACCESS_KEY: 'secret-key',
};

describe('the photo bucket settings', () => {
  it('reads S3_BUCKET, S3_ENDPOINT, S3_REGION and the key pair', () => {
    expect(configFromEnv(BUCKET).photoBucket).toEqual({
      bucket: 'times-photos',
      endpoint: 'http://127.0.0.1:9000',
      region: 'af-south-1',
      accessKeyId: 'times',
      secretAccessKey: 'secret-key',
    });
    // AWS S3 itself, the SDK's own credentials, the default region.
    expect(configFromEnv({ S3_BUCKET: 'times-photos' }).photoBucket).toEqual({
      bucket: 'times-photos',
      endpoint: '',
      region: 'us-east-1',
      accessKeyId: '',
      secretAccessKey: '',
    });
    expect(configFromEnv({}).photoBucket).toBeUndefined();
    expect(configFromEnv({ S3_BUCKET: '' }).photoBucket).toBeUndefined();
  });

  it('refuses settings that cannot work, naming the variable and never the secret', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        configFromEnv(env);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal({ S3_ENDPOINT: BUCKET.S3_ENDPOINT, S3_REGION: 'eu-west-1' })).toBe(
      'S3_ENDPOINT, S3_REGION set without S3_BUCKET: set it, or unset them',
    );
    expect(refusal({ S3_BUCKET: 'Times_Photos' })).toBe('S3_BUCKET is not a bucket name: "Times_Photos"');
    expect(refusal({ S3_BUCKET: 'times-photos', S3_ACCESS_KEY_ID: 'times' })).toBe(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither',
    );
    expect(refusal({ S3_BUCKET: 'times-photos', S3_ENDPOINT: '127.0.0.1:9000' })).toBe(
      'S3_ENDPOINT must be an http(s) URL without credentials, got "127.0.0.1:9000"',
    );
    const withKey = refusal({ S3_BUCKET: 'times-photos', S3_ENDPOINT: 'http://times:secret-key@127.0.0.1:9000' });
    expect(withKey).toBe('S3_ENDPOINT must be an http(s) URL without credentials, got "http://***@127.0.0.1:9000"');
  });

  it('says where the photos are without any key', () => {
    const settings = {
      bucket: 'times-photos',
      region: 'af-south-1',
      accessKeyId: 'times',
      secretAccessKey: 'secret-key',
    };
    expect(bucketPlace({ ...settings, endpoint: 'http://127.0.0.1:9000' })).toBe(
      'the bucket times-photos at http://127.0.0.1:9000',
    );
    expect(bucketPlace({ ...settings, endpoint: '' })).toBe('the AWS S3 bucket times-photos (af-south-1)');
  });

  it('picks the bucket when one is set, else the folder', () => {
    const bucket = photoStorageFor({
      photoBucket: configFromEnv(BUCKET).photoBucket ?? null,
      storageDir: '/srv/photos',
    });
    expect(bucket).toBeInstanceOf(S3PhotoStorage);
    bucket.close();
    const folder = photoStorageFor({ photoBucket: null, storageDir: '/srv/photos' });
    expect(folder).toBeInstanceOf(LocalPhotoStorage);
    expect((folder as LocalPhotoStorage).dir).toBe('/srv/photos');
  });

  it('keeps the API from starting on a bucket it cannot reach', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'times-no-bucket-'));
    const settings = configFromEnv({ ...BUCKET, S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` }).photoBucket;
    const api = createServer({
      dbFile: path.join(dir, 'db.json'),
      seedDir,
      config: { scryptCost: 16, photoBucket: settings ?? null, logger: { info: () => {}, error: () => {} } },
    });
    try {
      await expect(api.listen(0)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await api.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
