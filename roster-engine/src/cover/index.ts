/** Who can cover an open place (candidates.ts). */
export { coverCandidates } from './candidates';
export type { CoverAnswer, CoverCandidate, CoverExclusion, CoverSlot } from './candidates';
