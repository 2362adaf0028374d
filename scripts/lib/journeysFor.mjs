/**
 * Which end-to-end journeys walk which app, for `npm run test:changed`: a change to a remote runs the journeys
 * that use its screens. The shell, shared-sdk and the API are under every journey; a change there is what the
 * whole `npm test` is for (test:changed says so rather than running all thirty).
 */

/** @type {Record<string, string[]>} app folder → journeys (file names in e2e/ without .e2e.ts) */
export const JOURNEYS_BY_APP = {
  'remote-public': ['signup', 'password', 'contact', 'security', 'accessibility', 'myTimes', 'openShifts'],
  'remote-apphome': ['apphome', 'wizard', 'accessibility', 'myTimes', 'openShifts'],
  'remote-times-setup': ['setup', 'wizard', 'accessibility'],
  'remote-times-people': [
    'employees',
    'positions',
    'users',
    'kiosk',
    'kioskFace',
    'timesheet',
    'wizard',
    'accessibility',
    'myTimes',
  ],
  'remote-roster': [
    'roster',
    'rosters',
    'shiftSetup',
    'availability',
    'periodLimits',
    'shiftLimits',
    'successions',
    'crossShift',
    'cover',
    'pins',
    'publish',
    'exports',
    'demo',
    'accessibility',
    'myTimes',
    'openShifts',
  ],
  'remote-mytimes': ['myTimes', 'openShifts'],
  shell: ['federation', 'versionSkew', 'apphome', 'security', 'accessibility'],
};

/**
 * The journeys of the apps the changed files are in, as e2e/<name>.e2e.ts paths, sorted.
 * @param {string[]} changed changed files, relative to the repository's root
 * @returns {{ apps: string[], journeys: string[] }}
 */
export function journeysFor(changed) {
  /** @type {string[]} */
  const tops = changed.map((file) => file.split('/')[0] ?? '');
  const apps = [...new Set(tops.filter((top) => top in JOURNEYS_BY_APP))].sort();
  /** @type {Set<string>} */
  const names = new Set(apps.flatMap((app) => JOURNEYS_BY_APP[app] ?? []));
  // A journey changed itself runs too.
  for (const file of changed) {
    const own = /^e2e\/([^/]+)\.e2e\.ts$/.exec(file);
    if (own?.[1]) names.add(own[1]);
  }
  return { apps, journeys: [...names].sort().map((name) => `e2e/${name}.e2e.ts`) };
}
