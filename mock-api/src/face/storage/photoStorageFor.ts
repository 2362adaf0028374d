/** The photo storage a configuration asks for: the bucket when one is set (S3_BUCKET), else the local folder. */
import type { ApiConfig } from '../../config';
import { LocalPhotoStorage } from './localPhotoStorage';
import type { PhotoStorage } from './photoStorage';
import { s3ClientFor } from './s3Client';
import { S3PhotoStorage } from './s3PhotoStorage';

export const photoStorageFor = ({
  photoBucket,
  storageDir,
}: Pick<ApiConfig, 'photoBucket' | 'storageDir'>): PhotoStorage =>
  photoBucket ? new S3PhotoStorage(s3ClientFor(photoBucket), photoBucket.bucket) : new LocalPhotoStorage(storageDir);
