/** The Summary tab of a shift's rosters (spec 002 section 2.3). */
export { RosterSummary } from './RosterSummary';
