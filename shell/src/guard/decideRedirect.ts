/**
 * The session guard of spec 000 section 4, as a pure rule:
 * - the public home '/': a user session → /apphome; a first-time visitor → /approot
 *   (which registers the visitor and returns to '/');
 * - /approot/*: a user session → /apphome;
 * - signed-in areas (/apphome, /apptimes): no user session → /approot/login.
 */
import { Routes } from '@times/shared-sdk';

export type GuardArea = 'home' | 'approot' | 'signed-in';

export interface SessionFacts {
  hasUser: boolean;
  hasVisitor: boolean;
}

export function decideRedirect(area: GuardArea, { hasUser, hasVisitor }: SessionFacts): string | null {
  switch (area) {
    case 'home':
      if (hasUser) return Routes.APPHOME;
      return hasVisitor ? null : Routes.APPROOT;
    case 'approot':
      return hasUser ? Routes.APPHOME : null;
    case 'signed-in':
      return hasUser ? null : Routes.LOGIN;
  }
}
