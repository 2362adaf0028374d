/** A male/female donut's items, coloured with the theme's gender colours (the one gender palette). */
import { theme } from '@times/shared-sdk';
import type { ChartItem } from '@times/shared-sdk';

export interface GenderCounts {
  males: number;
  females: number;
}

export const genderChartItems = (
  { males, females }: GenderCounts,
  labels: { male: string; female: string },
): ChartItem[] => [
  { name: labels.male, value: males, color: theme.colors.male },
  { name: labels.female, value: females, color: theme.colors.female },
];
