/** The male/female donut of a position card: its shift employees by gender. */
import { appMessages } from '@times/shared-sdk/app';
import { ChartDonut } from '@times/shared-sdk/charts';
import type { ShiftPosition } from '@times/shared-sdk';
import { FEMALE_COLOUR, MALE_COLOUR } from './genderColours';

const t = appMessages.shiftSetup.positions.card;

export function PositionGenderPie({ position }: { position: Pick<ShiftPosition, 'total_males' | 'total_females'> }) {
  const items = [
    { name: t.male, value: position.total_males, color: MALE_COLOUR },
    { name: t.female, value: position.total_females, color: FEMALE_COLOUR },
  ];
  return <ChartDonut title={t.gender} items={items} size={140} />;
}
