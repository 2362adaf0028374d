/**
 * Runs a roster's calculation on the engine (ctx.engine: a worker thread, or the job queue), in the background: the call that started it
 * has already answered. The outcome is written by outcome.ts; a previous worker of the same roster
 * is aborted first. Never throws and never leaves an unhandled rejection.
 */
import type { RosterModel } from '@times/roster-engine';
import type { RouteContext } from '../../routes/context';
import { failureReason, writeOutcome } from './outcome';
import type { CalculationOutcome } from './outcome';
import { abortRosterCalculation, runningCalculations } from './registry';
import type { RunningCalculation } from './registry';

export interface CalculationJob {
  rstd: string;
  /** The roster's calculation counter this run belongs to. */
  calculation: number;
  model: RosterModel;
}

export function launchCalculation(ctx: RouteContext, { rstd, calculation, model }: CalculationJob): void {
  const { store, config } = ctx;
  abortRosterCalculation(store, rstd);
  const running = runningCalculations(store);
  const controller = new AbortController();
  const write = async (outcome: CalculationOutcome): Promise<void> => {
    await writeOutcome(store, rstd, calculation, outcome, ctx.now(), ctx);
  };
  const entry: RunningCalculation = { rstd, calculation, controller, settled: Promise.resolve() };
  entry.settled = Promise.resolve()
    .then(() => ctx.engine.roster(model, { signal: controller.signal }))
    .then(
      (result) => write({ status: 'Successful', result }),
      (error: unknown) => write({ status: 'Failed', reason: failureReason(error) }),
    )
    .catch((error: unknown) =>
      config.logger.error(`Roster ${rstd}: the calculation's outcome could not be written`, error),
    )
    .finally(() => {
      if (running.get(rstd) === entry) running.delete(rstd);
    });
  running.set(rstd, entry);
}
