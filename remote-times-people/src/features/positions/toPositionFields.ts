import { POSITION_DAYS } from '@times/shared-sdk';
import type { Position, PositionFields } from '@times/shared-sdk';

/** The form's values: hours as typed text (empty means 0), day flags as 0/1. */
export type PositionValues = Omit<PositionFields, 'm_hrs' | 'w_hrs' | 'd_hrs'> & {
  m_hrs: string;
  w_hrs: string;
  d_hrs: string;
};

const noDays = Object.fromEntries(POSITION_DAYS.map((day) => [day, 0])) as Record<
  (typeof POSITION_DAYS)[number],
  0 | 1
>;

export const EMPTY_POSITION: PositionValues = { name: '', abbr: '', m_hrs: '', w_hrs: '', d_hrs: '', ...noDays };

export function toPositionValues(position: Position): PositionValues {
  const { name, abbr, m_hrs, w_hrs, d_hrs } = position;
  const days = Object.fromEntries(POSITION_DAYS.map((day) => [day, position[day]])) as Record<
    (typeof POSITION_DAYS)[number],
    0 | 1
  >;
  return { name, abbr, m_hrs: String(m_hrs), w_hrs: String(w_hrs), d_hrs: String(d_hrs), ...days };
}

/** Hours parsed to whole numbers (default 0), names trimmed. */
export function toPositionFields(values: PositionValues): PositionFields {
  const hours = (text: string) => (text.trim() === '' ? 0 : Math.trunc(Number(text)));
  return {
    ...values,
    name: values.name.trim(),
    abbr: values.abbr.trim(),
    m_hrs: hours(values.m_hrs),
    w_hrs: hours(values.w_hrs),
    d_hrs: hours(values.d_hrs),
  };
}
