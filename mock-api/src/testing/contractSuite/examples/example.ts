/** A good input of one call: its payload in this run, and what to do with its OK answer. */
import type { Json } from '../../envelopeClient';
import type { SuiteWorld } from '../world';

export interface Example {
  /** A payload the call must answer OK (made with what the run has set up through the API). */
  payload(world: SuiteWorld): Promise<object>;
  /** Runs after the OK answer (e.g. a started calculation is waited for before the run ends). */
  afterOk?(answer: Json, world: SuiteWorld): void;
}

/** The examples of the calls, by path. */
export type ExampleTable = Readonly<Record<string, Example>>;
