/**
 * The data colours of the one theme: males and females in every chart, badge and total, and the
 * positions' colours (the roster engine colours position n with POSITION_COLORS[n % 10]). Plain
 * constants without styled-components, so the mock API imports them too (`@times/shared-sdk/palette`)
 * and the colours it sends agree with the ones the screens draw. No position colour is, or comes
 * close to, a gender colour: a position badge never reads as 'Males' or 'Females'. Both gender
 * colours are readable as text on white (4.5:1), as the roster calendar's totals show them.
 */
export const GENDER_COLORS = { male: '#3b6fd8', female: '#b8326a' } as const;

export const POSITION_COLORS = [
  '#2e9e8f',
  '#e0a526',
  '#9b7fd4',
  '#5aa843',
  '#e07b39',
  '#4a1f8c',
  '#8c5a2e',
  '#7a8c1f',
  '#607080',
  '#c2410c',
] as const;
