/** Who can cover an open place (candidates.ts), and the re-roster after an absence (reroster.ts). */
export { coverCandidates } from './candidates';
export type { CoverAnswer, CoverCandidate, CoverExclusion, CoverSlot } from './candidates';
export { rerosterAfterAbsence, withAbsence } from './reroster';
export type { Absence, RerosterAnswer, RosterChange } from './reroster';
export { swapPartners } from './swapPartners';
export type { SwapAnswer, SwapAsk, SwapDay, SwapPartner } from './swapPartners';
