/**
 * The title of a Times page, read out as its h1: the label of the menu entry the path belongs to
 * (/apptimes itself is the roster page). Paths outside the menu have none: their screen (e.g.
 * 'Page not found') brings its own, and so do the pages that show a title of their own (the
 * timesheet's 'Timesheet', the webcam page's 'Webcam', the kiosk's), whose title is their h1.
 */
import { appMessages } from '@times/shared-sdk/app';
import { MENU_ENTRIES } from './buildMenu';

const ROSTER_HOME = /^\/apptimes\/?$/;
const SHOWING_OWN_TITLE = new Set(['/apptimes/timesheet', '/apptimes/webcam', '/apptimes/kiosk']);

export function pageTitle(pathname: string): string | undefined {
  if (ROSTER_HOME.test(pathname)) return appMessages.menu.roster;
  const entry = MENU_ENTRIES.find((candidate) => pathname === candidate.to || pathname.startsWith(`${candidate.to}/`));
  return entry && !SHOWING_OWN_TITLE.has(entry.to) ? entry.label : undefined;
}
