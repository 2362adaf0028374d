/** The account an attempt is counted against: a user, else the mobile number or e-mail address typed. */
import { sha256 } from '../tokens';
import { normalizeEmail } from '../../users/users';

/** Longer typed values are counted by their digest: a shared counter store keeps keys of at most 255 characters. */
const MAX_TYPED = 100;
const bounded = (typed: string): string => (typed.length <= MAX_TYPED ? typed : `sha256:${sha256(typed)}`);

export const accountKey = {
  user: (userId: number): string => `user:${userId}`,
  mobile: (mobile: string): string => `mobile:${bounded(mobile.trim())}`,
  email: (email: string): string => `email:${bounded(normalizeEmail(email))}`,
};
