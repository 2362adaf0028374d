import fs from 'node:fs';
import path from 'node:path';
import { JOURNEYS_BY_APP, journeysFor } from './journeysFor.mjs';

const e2eDir = path.join(__dirname, '..', '..', 'e2e');

describe('journeysFor', () => {
  it('gives every journey of the repository a home, and names no journey that is gone', () => {
    const journeys = fs
      .readdirSync(e2eDir)
      .filter((name) => name.endsWith('.e2e.ts'))
      .map((name) => name.replace(/\.e2e\.ts$/, ''));
    const mapped = new Set(Object.values(JOURNEYS_BY_APP).flat());
    expect(journeys.filter((name) => !mapped.has(name))).toEqual([]);
    expect([...mapped].filter((name) => !journeys.includes(name))).toEqual([]);
  });

  it("runs the journeys of the touched remotes and any journey changed itself, not the others'", () => {
    const { apps, journeys } = journeysFor([
      'remote-times-setup/src/features/sites/SiteForm.tsx',
      'e2e/pins.e2e.ts',
      'README.md',
    ]);
    expect(apps).toEqual(['remote-times-setup']);
    expect(journeys).toEqual(['e2e/accessibility.e2e.ts', 'e2e/pins.e2e.ts', 'e2e/setup.e2e.ts', 'e2e/wizard.e2e.ts']);
  });

  it('runs no journey for changes outside the remotes and the shell', () => {
    expect(journeysFor(['mock-api/src/server.ts', 'shared-sdk/src/index.ts', 'docs/testing.md'])).toEqual({
      apps: [],
      journeys: [],
    });
  });
});
