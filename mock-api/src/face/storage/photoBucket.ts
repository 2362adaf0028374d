/**
 * The S3-compatible bucket of the photos, from the environment: S3_BUCKET turns it on;
 * S3_ENDPOINT (an S3-compatible server such as MinIO or Ceph; unset: AWS S3 itself), S3_REGION,
 * and S3_ACCESS_KEY_ID with S3_SECRET_ACCESS_KEY (unset: the SDK's own chain, AWS_* variables or
 * an instance role). Without S3_BUCKET the photos stay in the local folder.
 */
export interface PhotoBucket {
  bucket: string;
  /** '' for AWS S3 (virtual-hosted URLs); else the server's URL, reached with path-style URLs. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export const DEFAULT_REGION = 'us-east-1';

type Env = Record<string, string | undefined>;

const NAMES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

// S3's rules for a bucket name: 3-63 lower-case letters, digits, dots and hyphens.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function endpointOf(raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw new Error(
      `S3_ENDPOINT must be an http(s) URL without credentials, got "${raw.replace(/\/\/.*@/, '//***@')}"`,
    );
  return raw.replace(/\/+$/, '');
}

/** The configured bucket, or undefined when S3_BUCKET is not set. */
export function photoBucketFromEnv(env: Env): PhotoBucket | undefined {
  const value = (name: string) => env[name]?.trim() ?? '';
  const bucket = value('S3_BUCKET');
  if (!bucket) {
    const stray = NAMES.filter((name) => value(name));
    if (stray.length) throw new Error(`${stray.join(', ')} set without S3_BUCKET: set it, or unset them`);
    return undefined;
  }
  if (!BUCKET_NAME.test(bucket)) throw new Error(`S3_BUCKET is not a bucket name: "${bucket}"`);
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither');
  const endpoint = value('S3_ENDPOINT');
  return {
    bucket,
    endpoint: endpoint ? endpointOf(endpoint) : '',
    region: value('S3_REGION') || DEFAULT_REGION,
    accessKeyId,
    secretAccessKey,
  };
}

/** Where the bucket is, as the start-up line shows it (never a key). */
export const bucketPlace = ({ bucket, endpoint, region }: PhotoBucket): string =>
  endpoint ? `the bucket ${bucket} at ${endpoint}` : `the AWS S3 bucket ${bucket} (${region})`;
