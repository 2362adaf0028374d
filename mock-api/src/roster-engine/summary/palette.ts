/** Position colours by position index (repeating), and the gender colours of the app. */
export const POSITION_COLORS = ['#3b6fd8', '#2e9e8f', '#e0a526', '#9b7fd4', '#d8477a', '#5aa843', '#e07b39', '#4a1f8c', '#1f8fb5', '#8c5a2e'] as const;

export const MALE_COLOR = '#3b6fd8';
// Shown as text on white (the calendar's Males/Females row): darker than the position pink, for 4.5:1 contrast.
export const FEMALE_COLOR = '#b8326a';

export function positionColor(p: number): string {
  return POSITION_COLORS[p % POSITION_COLORS.length] as string;
}
