/**
 * The contract suite (issue 18): every call of the contract module against the API at a base URL,
 * run as the demo admin of the demo app (the demo seed is assumed) with the run's own records made
 * through the API. Per call the session, bad-input and good-input checks (checks.ts); a call
 * without an example fails ('no example for <path>'), so a new entry is never skipped silently.
 */
import Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { envelopeClient } from '../envelopeClient';
import { badInputCheck, callerCheck, defaultSession, goodInputCheck, sessionCheck } from './checks';
import { runEmployeeSession } from './examples/selfServiceWorld';
import type { CheckResult } from './checks';
import { contractEntries } from './entries';
import type { SuiteEntry } from './entries';
import { EXAMPLES } from './examples';
import type { Example, ExampleTable, InputCheck } from './examples';
import type { EntryResult } from './report';
import { cachedResponseSchemas } from './cachedSchemas';
import type { JsonSchema } from './responseSchemas';
import { suiteWorld } from './world';
import type { RequestSession } from '../../contract';
import type { SuiteWorld } from './world';

export interface SuiteOptions {
  /** The API's base URL, e.g. http://localhost:5300. */
  api: string;
  /** One domain of the contract only (e.g. 'rosters'). */
  only?: string;
  /** Only these entries (`domain.name`); for the suite's own tests. */
  keys?: readonly string[];
  /** The good inputs (EXAMPLES unless given). */
  examples?: ExampleTable;
  /** Told as each call is done. */
  progress?: (result: EntryResult) => void;
  /** The API's clock, which the run's dates (periods, today's clock-in) count from; the machine's unless given. */
  now?: () => number;
  /** The Employee caller's session (the run's linked employee, selfServiceWorld.ts, unless given). */
  employee?: (world: SuiteWorld) => Promise<RequestSession>;
}

let schemas: Map<string, JsonSchema> | undefined;

/** The validators of the OK answers, by entry key (the TypeScript types are read once per process). */
function validators(entries: readonly SuiteEntry[]): Map<string, ValidateFunction> {
  schemas ??= cachedResponseSchemas();
  const ajv = new Ajv({ allErrors: true, strict: false });
  return new Map(
    entries.map((entry) => {
      const schema = schemas?.get(entry.key);
      if (!schema) throw new Error(`${entry.key}: no response schema`);
      return [entry.key, ajv.compile(schema)];
    }),
  );
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const failedCheck = (check: CheckResult['check'], failure: string): CheckResult => ({
  check,
  sent: 0,
  failures: [failure],
});

/** The check's result, or its failure when it could not run (the server went away, a set-up call failed). */
const attempt = async (check: CheckResult['check'], run: () => Promise<CheckResult>): Promise<CheckResult> => {
  try {
    return await run();
  } catch (error) {
    return failedCheck(check, message(error));
  }
};

/**
 * The four checks of one call: session and caller first (refused, they change nothing) and bad input last, so the
 * example meets the state it was made for.
 */
async function checkEntry(
  entry: SuiteEntry,
  example: Example | undefined,
  validate: ValidateFunction,
  world: SuiteWorld,
  employee: () => Promise<RequestSession>,
): Promise<CheckResult[]> {
  let payload: object = {};
  let unusable = example ? '' : `no example for ${entry.call.path}`;
  if (example) {
    try {
      payload = await example.payload(world);
    } catch (error) {
      unusable = `the example's set-up failed: ${message(error)}`;
    }
  }
  const sessionFor = (check: InputCheck) =>
    example?.session ? example.session(world, check) : defaultSession(entry, world);
  const session = await attempt('session', () => sessionCheck(entry, payload, world));
  const caller = unusable
    ? failedCheck('caller', unusable)
    : await attempt('caller', () => callerCheck(entry, payload, world, employee));
  const good =
    example && !unusable
      ? await attempt('good input', async () =>
          goodInputCheck(entry, example, payload, await sessionFor('good input'), validate, world),
        )
      : failedCheck('good input', unusable);
  const bad = await attempt('bad input', async () =>
    badInputCheck(entry, payload, await sessionFor('bad input'), world),
  );
  return [session, caller, good, bad];
}

export async function runContractSuite(options: SuiteOptions): Promise<EntryResult[]> {
  const examples = options.examples ?? EXAMPLES;
  const entries = contractEntries(undefined, options.only).filter(
    (entry) => !options.keys || options.keys.includes(entry.key),
  );
  if (entries.length === 0) throw new Error(`no contract entries${options.only ? ` in '${options.only}'` : ''}`);
  const validate = validators(entries);
  const world = suiteWorld(envelopeClient(options.api.replace(/\/+$/, '')), options.now);
  const results: EntryResult[] = [];
  try {
    for (const entry of entries) {
      const result = {
        entry,
        checks: await checkEntry(entry, examples[entry.call.path], validate.get(entry.key)!, world, () =>
          (options.employee ?? runEmployeeSession)(world),
        ),
      };
      results.push(result);
      options.progress?.(result);
    }
  } finally {
    await world.settle();
  }
  return results;
}
