/**
 * The errors after which a write of its own rows (issue 33) runs again, whole, and decides on what it finds then:
 * a unique or exclusion key another write took at the same moment (checked at the latest at the commit: two
 * calculations claiming one period), and a deadlock or serialization failure, which PostgreSQL ends by rolling
 * back one of the transactions involved and which its documentation asks the client to retry. Nothing of the
 * rolled-back write was committed.
 */
const RUN_AGAIN = new Set([
  // unique_violation
  '23505',
  // exclusion_violation
  '23P01',
  // deadlock_detected
  '40P01',
  // serialization_failure
  '40001',
]);

export const runsAgain = (error: unknown): boolean => RUN_AGAIN.has((error as { code?: string }).code ?? '');
