#!/usr/bin/env node
/**
 * npm run build: production build of every app (or of the apps named as arguments),
 * two at a time, each with its own `npx webpack --config webpack.config.js` in the app's folder.
 *   node scripts/build-all.mjs [app ...]   app = folder (remote-roster) or federation name (remote_roster)
 * Env: BUILD_CONCURRENCY (default min(2, cores)), TIMES_BUILD_ID (default: now).
 */
import { APPS, findApp } from './lib/apps.mjs';
import { buildAll, buildRows } from './lib/build.mjs';
import { printTable } from './lib/table.mjs';

const names = process.argv.slice(2);
let apps;
try {
  apps = names.length ? names.map(findApp) : APPS;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const concurrency = process.env.BUILD_CONCURRENCY ? Number(process.env.BUILD_CONCURRENCY) : undefined;

console.log(`Building ${apps.map((a) => a.dir).join(', ')} (NODE_ENV=production)…`);
const started = Date.now();
const results = await buildAll({
  apps,
  concurrency,
  onDone: (r) => console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.app.dir} (${r.seconds.toFixed(1)} s)`),
});

const failed = results.filter((r) => !r.ok);
for (const r of failed) {
  console.error(`\n===== ${r.app.dir}: webpack output =====\n${r.output.trim() || '(no output)'}`);
}
printTable(buildRows(results), { title: `Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s` });
if (failed.length) {
  console.error(`\n${failed.length} app(s) failed: ${failed.map((r) => r.app.dir).join(', ')}`);
  process.exit(1);
}
