/**
 * @20minutes/s3rver (the maintained fork of s3rver, a Koa app), as far as the tests' local S3
 * uses it (mock-api/src/testing/services/localS3.ts); the package ships no types.
 */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0: a free port (run() answers which). */
    port?: number;
    silent?: boolean;
    /** Where the buckets' objects are kept. */
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  /** The parts of Koa's context the tests' middleware reads and sets. */
  export interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    mountPath?: string;
    state: { vhost?: boolean };
  }

  export type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;

  class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware stack, in order (the router last). */
    middleware: (S3rverMiddleware & { name: string })[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export = S3rver;
}
