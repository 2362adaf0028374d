export { StoredQueue } from './storedQueue';
export type { QueueStorage } from './storedQueue';
export { sendStored, SEND_LATER_STATUSES } from './sendStored';
export type { SendOutcome, SentItem } from './sendStored';
export { useStoredQueue, RESEND_MS } from './useStoredQueue';
export { saveLastLoaded, readLastLoaded } from './lastLoaded';
export type { LastLoaded } from './lastLoaded';
