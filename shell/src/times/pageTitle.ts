/**
 * The title of a Times page, read out as its h1: the label of the menu entry the path belongs to
 * (/apptimes itself is the roster page). Paths outside the menu have none: their screen (e.g.
 * 'Page not found') brings its own.
 */
import { appMessages } from '@times/shared-sdk/app';
import { MENU_ENTRIES } from './buildMenu';

const ROSTER_HOME = /^\/apptimes\/?$/;

export function pageTitle(pathname: string): string | undefined {
  if (ROSTER_HOME.test(pathname)) return appMessages.menu.roster;
  return MENU_ENTRIES.find((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`))?.label;
}
