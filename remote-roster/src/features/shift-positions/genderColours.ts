/** The colours of males and females in the position pies (the theme's info blue and danger red). */
export const MALE_COLOUR = '#1f5fa8';
export const FEMALE_COLOUR = '#b3261e';
