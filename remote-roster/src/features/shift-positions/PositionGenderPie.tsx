/** The male/female donut of a position card: its shift employees by gender, in the theme's gender colours. */
import { appMessages } from '@times/shared-sdk/app';
import { ChartDonut, genderChartItems } from '@times/shared-sdk/charts';
import type { ShiftPosition } from '@times/shared-sdk';

const t = appMessages.shiftSetup.positions.card;

export function PositionGenderPie({ position }: { position: Pick<ShiftPosition, 'total_males' | 'total_females'> }) {
  const items = genderChartItems(
    { males: position.total_males, females: position.total_females },
    { male: t.male, female: t.female },
  );
  return <ChartDonut title={t.gender} items={items} size={140} />;
}
