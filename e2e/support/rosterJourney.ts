/**
 * The start the roster journeys share, set up through the API as an admin would through the
 * screens: the browser, the demo admin signed in to Acme Times, employees of the journey's own on a
 * roster-ready shift (Pretoria Central unless told), next month's roster started if asked; then a
 * fresh page on the roster page with the journey's shift chosen.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signedInApi } from './api';
import type { ApiUser } from './api';
import { launchBrowser, newPage } from './browser';
import { openAcmeTimes } from './publicPages';
import { selectRosterShift } from './rosterPage';
import { addEmployees, setUpRosterShift, startNextMonthRoster } from './rosterShift';
import type { RosterShiftCodes, RosterShiftSetup } from './rosterShift';
import { PRETORIA_CENTRAL } from './site';

/**
 * The journey's employees: new ones (addEmployees: `${prefix}${i} Bench`, men and women in turn),
 * so no other journey's roster competes for their days, or existing ones by emd.
 */
export type JourneyEmployees = { count: number; prefix: string } | readonly string[];

/** A shift as setUpRosterShift takes it; its employees are the journey's, all of them unless `employees` picks some by index. */
export type JourneyShift = Omit<RosterShiftSetup, 'site' | 'employees'> & { employees?: readonly number[] };

export interface JourneyShiftsSetup {
  /** The site's std: Pretoria Central unless given. */
  site?: string;
  employees: JourneyEmployees;
  shifts: readonly JourneyShift[];
}

export interface JourneyShifts {
  /** The employees' emd, in the order added. */
  emds: string[];
  /** Each shift's codes, in the order of `shifts`. */
  codes: RosterShiftCodes[];
}

/** Adds the journey's employees, then sets up each shift with them. */
export async function addJourneyShifts(admin: ApiUser, setup: JourneyShiftsSetup): Promise<JourneyShifts> {
  const { employees } = setup;
  const emds = 'count' in employees ? await addEmployees(admin, employees.count, employees.prefix) : [...employees];
  const codes: RosterShiftCodes[] = [];
  for (const { employees: picked, ...shift } of setup.shifts)
    codes.push(
      await setUpRosterShift(admin, {
        ...shift,
        site: setup.site ?? PRETORIA_CENTRAL,
        employees: picked ? picked.map((index) => emds[index]!) : emds,
      }),
    );
  return { emds, codes };
}

export interface RosterJourneyOptions {
  site?: string;
  employees: JourneyEmployees;
  shift: JourneyShift;
  /** Starts next month's roster of the shift through the API; its calculation goes on in the background. */
  calculate?: boolean;
}

export interface RosterJourney {
  browser: Browser;
  admin: ApiUser;
  /** The shift's employees, in the order added (none without a shift). */
  emds: string[];
  sftd: string;
  rld: string;
  /** Next month's roster when `calculate` was asked, '' otherwise. */
  rstd: string;
}

/**
 * For a journey's beforeAll: the browser and the signed-in admin, and with options the journey's
 * shift. Journeys that set up a site per attempt call addJourneyShifts in the test. A setup that
 * fails closes the browser it launched.
 */
export async function rosterJourney(options?: RosterJourneyOptions): Promise<RosterJourney> {
  const browser = await launchBrowser();
  try {
    const admin = await signedInApi('821234567', 'Admin#2026');
    const journey = { browser, admin, emds: [] as string[], sftd: '', rld: '', rstd: '' };
    if (!options) return journey;
    const { emds, codes } = await addJourneyShifts(admin, { ...options, shifts: [options.shift] });
    const { sftd, rld } = codes[0]!;
    const rstd = options.calculate ? await startNextMonthRoster(admin, options.site ?? PRETORIA_CENTRAL, sftd) : '';
    return { ...journey, emds, sftd, rld, rstd };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/**
 * A fresh page (see newPage) at the journeys' desktop size, 1600 x 900: the admin in Acme Times on
 * the roster page, with the shift of the site (Pretoria Central unless given) chosen.
 */
export async function openRosterShift(
  browser: Browser,
  shiftName: string,
  siteName?: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const opened = await newPage(browser);
  await opened.page.setViewportSize({ width: 1600, height: 900 });
  await openAcmeTimes(opened.page);
  await selectRosterShift(opened.page, shiftName, siteName);
  return opened;
}
