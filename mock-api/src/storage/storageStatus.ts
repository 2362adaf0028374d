/** The statuses the storage answers besides the API's own (OK, NOT_FOUND), as JSON { status }. */
export const StorageStatus = {
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  LINK_EXPIRED: 'LINK_EXPIRED',
  BLOB_COMMITTED: 'BLOB_COMMITTED',
  INVALID_BLOCK_ID: 'INVALID_BLOCK_ID',
  EMPTY_BLOCK: 'EMPTY_BLOCK',
  BLOCK_TOO_LARGE: 'BLOCK_TOO_LARGE',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
} as const;

export type StorageStatus = (typeof StorageStatus)[keyof typeof StorageStatus];
