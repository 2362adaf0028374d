/** The donut items of the roster summary: employees per position, and one position's males and females. */
import type { ChartItem, GenderRole, HoursRole } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { genderChartItems } from '@times/shared-sdk/charts';

const t = appMessages.rosters.summary;

export const positionItems = (roles: readonly HoursRole[]): ChartItem[] =>
  roles.map((role) => ({ name: role.role_name, value: role.total_employees, color: role.color }));

export const genderItems = (role: GenderRole): ChartItem[] =>
  genderChartItems(
    { males: role.total_males, females: role.total_females },
    { male: t.cards.males, female: t.cards.females },
  );
