/** User look-ups and the shapes derived from a user record. */
import type { UserDetails } from '../contract';
import { randomDigits } from '../security/tokens';
import type { DbState, UserRecord } from '../store/types';

export const USER_CODE_LENGTH = 14;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const findByMobile = (state: DbState, mobile: string): UserRecord | undefined =>
  state.users.find((user) => user.mbl === mobile);

export const findByEmail = (state: DbState, email: string): UserRecord | undefined => {
  const wanted = normalizeEmail(email);
  return wanted ? state.users.find((user) => user.eml === wanted) : undefined;
};

/** A verified user other than `exceptId` holding the mobile or (non-empty) e-mail. */
export const verifiedHolder = (
  state: DbState,
  mobile: string,
  email: string,
  exceptId?: number,
): UserRecord | undefined => {
  const wanted = normalizeEmail(email);
  return state.users.find(
    (user) => user.verified && user.id !== exceptId && (user.mbl === mobile || (wanted !== '' && user.eml === wanted)),
  );
};

/** A fresh 14-digit user code no user has. */
export function newUserCode(state: DbState): string {
  for (;;) {
    const code = randomDigits(USER_CODE_LENGTH);
    if (!state.users.some((user) => user.usrcd === code)) return code;
  }
}

/** Remove a user with its sessions, codes and reset requests. */
export function removeUser(draft: DbState, userId: number): void {
  draft.users = draft.users.filter((user) => user.id !== userId);
  draft.sessions = draft.sessions.filter((session) => session.user_id !== userId);
  draft.otps = draft.otps.filter((otp) => otp.user_id !== userId);
  draft.password_resets = draft.password_resets.filter((reset) => reset.user_id !== userId);
}

export const toUserDetails = (user: UserRecord): UserDetails => ({
  status: user.verified ? 1 : 0,
  nm: user.nm,
  snm: user.snm,
  mbl: user.mbl,
  eml: user.eml,
  gender: user.gender,
  dob: user.dob,
  usrcd: user.usrcd,
});
