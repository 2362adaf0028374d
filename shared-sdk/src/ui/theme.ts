/** The one theme: the Times brand is a dark purple. */
import { GENDER_COLORS, POSITION_COLORS } from './palette';

export const theme = {
  colors: {
    brand: '#3b1f5c',
    brandDark: '#2a1442',
    brandLight: '#efe8f7',
    accent: '#8a4fd1',
    text: '#1f1a24',
    muted: '#6b6373',
    border: '#d9d2e0',
    surface: '#ffffff',
    background: '#f6f3f9',
    danger: '#b3261e',
    dangerBg: '#fdecea',
    success: '#1e7b34',
    successBg: '#e7f5ea',
    info: '#1f5fa8',
    infoBg: '#e8f0fb',
    warning: '#a86400',
    male: GENDER_COLORS.male,
    female: GENDER_COLORS.female,
  },
  positionColors: POSITION_COLORS,
  radius: '8px',
  shadow: '0 1px 3px rgba(42, 20, 66, 0.12), 0 4px 16px rgba(42, 20, 66, 0.06)',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  space: (n: number) => `${n * 4}px`,
} as const;

export type Theme = typeof theme;
