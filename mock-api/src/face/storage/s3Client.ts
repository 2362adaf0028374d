/** The AWS SDK v3 client of the photo bucket (photoBucket.ts). */
import { S3Client } from '@aws-sdk/client-s3';
import type { PhotoBucket } from './photoBucket';

export function s3ClientFor(settings: PhotoBucket): S3Client {
  const { endpoint, region, accessKeyId, secretAccessKey } = settings;
  return new S3Client({
    region,
    // An S3-compatible server is reached at its own URL with the bucket in the path.
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // No checksum unless the call needs one: a presigned block PUT would otherwise carry the
    // checksum of an empty body (the bytes are not known when it is signed) and be refused, and
    // many S3-compatible servers do not know the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
