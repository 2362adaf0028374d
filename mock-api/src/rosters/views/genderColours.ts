/**
 * The two gender colours the roster screens draw with (summary charts, calendar totals). The
 * engine's palette holds them, so charts coloured by the engine and by the calls agree.
 */
import { FEMALE_COLOR, MALE_COLOR } from '@times/roster-engine';

export interface GenderColours {
  male_color: string;
  female_color: string;
}

export const GENDER_COLOURS: GenderColours = { male_color: MALE_COLOR, female_color: FEMALE_COLOR };
