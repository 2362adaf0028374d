/**
 * The living demo (issue 17) is built in the background when the e2e stack starts. Its site
 * calculation plans every shift of Pretoria Central, so a journey's own shift added there before
 * the demo calculated would get the demo's rosters too: journeys that add shifts wait for it first.
 */
import fs from 'node:fs';

export interface DemoRecord {
  state: string;
  message: string;
  /** The first day of the period whose Day roster carries the demo's pins and absence (once ready). */
  edited?: string;
}

/** The demo's record in the stack's store (E2E_DB_FILE), polled until the build ends. */
export async function demoEnded(): Promise<DemoRecord> {
  const file = process.env.E2E_DB_FILE;
  if (!file) throw new Error('E2E_DB_FILE is not set: run through npm run test:e2e');
  for (let waited = 0; waited < 240_000; waited += 1000) {
    const record = (JSON.parse(fs.readFileSync(file, 'utf8')) as { demo?: DemoRecord[] }).demo?.[0];
    if (record && record.state !== 'building') return record;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the demo was still being built after 4 minutes');
}
