/**
 * Position colours by position index (repeating), and the gender colours of the app: both from
 * the one theme's palette in shared-sdk, so what the engine colours and what the screens draw agree.
 */
import { GENDER_COLORS, POSITION_COLORS } from '@times/shared-sdk/palette';

export { POSITION_COLORS };

export const MALE_COLOR: string = GENDER_COLORS.male;
export const FEMALE_COLOR: string = GENDER_COLORS.female;

export function positionColor(p: number): string {
  return POSITION_COLORS[p % POSITION_COLORS.length] as string;
}
