/** How a user's fields read on screen: the full name and the gender (1 Male, 2 Female, or a text the server sent). */
import { appMessages } from '@times/shared-sdk/app';

const t = appMessages.usersPage.users;

export const fullName = (name: string, surname: string): string => `${name} ${surname}`.trim();

/** 'Male' for 1, 'Female' for 2; a text (e.g. 'Female') as it came. */
export function genderText(gender: number | string): string {
  const code = Number(gender);
  return Number.isNaN(code) ? String(gender) : (t.gender[code] ?? '');
}
