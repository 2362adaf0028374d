/** The contract suite: runContractSuite against a base URL, and its report. */
export { runContractSuite } from './runSuite';
export type { SuiteOptions } from './runSuite';
export { failed, formatReport } from './report';
export type { EntryResult } from './report';
