/** A good input of one call: its payload in this run, the session it needs, and what to do with its OK answer. */
import type { RequestSession } from '../../../contract';
import type { Json } from '../../envelopeClient';
import type { SuiteWorld } from '../world';

export interface Example {
  /** A payload the call must answer OK (made with what the run has set up through the API). */
  payload(world: SuiteWorld): Promise<object>;
  /**
   * The session the good and the bad input are sent with, where the call's session kind does not
   * tell it (a code's check needs its own registration's pending session); asked once per check.
   */
  session?(world: SuiteWorld, check: InputCheck): Promise<RequestSession>;
  /** Runs after the OK answer (e.g. a started calculation is waited for before the run ends). */
  afterOk?(answer: Json, world: SuiteWorld): void;
}

/** The checks that send a call's input with the call's own session. */
export type InputCheck = 'good input' | 'bad input';

/** The examples of the calls, by path. */
export type ExampleTable = Readonly<Record<string, Example>>;
