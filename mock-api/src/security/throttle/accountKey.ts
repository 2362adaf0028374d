/** The account an attempt is counted against: a user, else the mobile number or e-mail address typed. */
import { normalizeEmail } from '../../users/users';

export const accountKey = {
  user: (userId: number): string => `user:${userId}`,
  mobile: (mobile: string): string => `mobile:${mobile.trim()}`,
  email: (email: string): string => `email:${normalizeEmail(email)}`,
};
