/**
 * A private S3-compatible server for one test file: @20minutes/s3rver (the maintained fork of
 * s3rver, an S3 written in Node) on a free loopback port, its objects in a temporary folder, one
 * bucket, stopped and deleted by stop(). It checks SigV4 signatures, presigned URLs included: a
 * URL whose length, key or query was changed is refused as S3 refuses it.
 * Two things it does not do as S3 does, for the SDK v3:
 * - it computes the signature of a bucket-level request (a listing, a batch delete) over the
 *   path `/<bucket>`, while the SDK sends and signs `/<bucket>/`: every such call would be
 *   refused. fixBucketPath below makes it use the path that was sent;
 * - its listings do not page (its continuation token needs the DES cipher, which OpenSSL 3
 *   leaves out), so a test keeps under 1,000 objects a listing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3rverMiddleware } from '@20minutes/s3rver';
import type { PhotoBucket } from '../../face/storage/photoBucket';

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';

/** A request as the delay hook sees it: its method, path (/<bucket>/<key>) and query. */
export interface S3Request {
  method: string;
  path: string;
  query: Readonly<Record<string, string | string[] | undefined>>;
}

export interface LocalS3Options {
  bucket?: string;
  /** Milliseconds to hold a request before it is served (0: none), to let a test order calls. */
  delay?: (request: S3Request) => number;
}

export interface LocalS3 {
  /** The settings that reach it (as S3_ENDPOINT, S3_BUCKET, … would give them). */
  settings: PhotoBucket;
  stop(): Promise<void>;
}

/**
 * fixBucketPath: s3rver's authentication builds the signed path from the route's parameters ('/' + bucket,
 * then '/' + key). For a bucket-level request that came with a trailing slash, it takes the
 * virtual-host branch with the mount path '/', which yields '/<bucket>/'; nothing else reads
 * either value for a bucket without a website configuration.
 */
const fixBucketPath: S3rverMiddleware = async (ctx, next) => {
  if (/^\/[^/]+\/$/.test(ctx.path) && !ctx.state.vhost) {
    ctx.state.vhost = true;
    ctx.mountPath = '/';
  }
  await next();
};

const delayBy =
  (delay: (request: S3Request) => number): S3rverMiddleware =>
  async (ctx, next) => {
    const ms = delay({ method: ctx.method, path: ctx.path, query: ctx.query });
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    await next();
  };

/** Put middleware in front of s3rver's router (its last). */
function beforeRouter(server: S3rver, ...added: S3rverMiddleware[]): void {
  const router = server.middleware[server.middleware.length - 1];
  if (router?.name !== 'dispatch') throw new Error('s3rver changed: its router is no longer its last middleware');
  server.middleware.splice(server.middleware.length - 1, 0, ...added);
}

export async function startLocalS3({ bucket = 'times-photos', delay }: LocalS3Options = {}): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'times-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  beforeRouter(server, fixBucketPath, ...(delay ? [delayBy(delay)] : []));
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: ACCESS_KEY,
    },
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
