/** The donut items of the roster summary: employees per position, and one position's males and females. */
import type { ChartItem, GenderRole, HoursRole } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const t = appMessages.rosters.summary;

export const positionItems = (roles: readonly HoursRole[]): ChartItem[] =>
  roles.map((role) => ({ name: role.role_name, value: role.total_employees, color: role.color }));

export const genderItems = (role: GenderRole, colours: { male: string; female: string }): ChartItem[] => [
  { name: t.cards.males, value: role.total_males, color: colours.male },
  { name: t.cards.females, value: role.total_females, color: colours.female },
];
