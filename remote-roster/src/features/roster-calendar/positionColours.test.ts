import { POSITION_COLORS } from '@times/shared-sdk/palette';
import { badgeStyle, contrastRatio, textColourOn } from './positionColours';

describe('badge colours', () => {
  it('read at 4.5:1 or more on every position colour of the palette, and on the unknown-position grey', () => {
    for (const colour of [...POSITION_COLORS, undefined]) {
      const style = badgeStyle(colour);
      const ratio = contrastRatio(String(style.background), String(style.color));
      expect({ colour, readable: (ratio ?? 0) >= 4.5 }).toEqual({ colour, readable: true });
    }
  });

  it('pick the text with more contrast: dark on a mid teal, white on a dark purple or a colour that is not hex', () => {
    expect(textColourOn('#2e9e8f')).toBe('#1f1a24');
    expect(textColourOn('#4a1f8c')).toBe('#ffffff');
    expect(textColourOn('teal')).toBe('#ffffff');
  });
});
