/**
 * Where an employee works when a commitment keeps them off, as the explanations say it: 'the Night
 * shift' on the same site, 'the Day shift at Pretoria North' on another ('the Night Shift' when the
 * shift's name already says shift).
 */
import type { DbState } from '../../store/types';
import { findShift } from '../../shifts/shifts';

export function commitmentWhere(
  state: DbState,
  appId: string,
  other: { std: string; sftd: string },
  std: string,
): string {
  const name = findShift(state, appId, other.sftd)?.name.trim() || 'other';
  const shift = /\bshift$/i.test(name) ? `the ${name}` : `the ${name} shift`;
  if (other.std === std) return shift;
  const site = state.sites.find((candidate) => candidate.app_id === appId && candidate.sd === other.std);
  return site ? `${shift} at ${site.name}` : shift;
}
