import { composeMobile } from './mobile';

describe('composeMobile', () => {
  it('joins dial code and national number without the trunk zero', () => {
    expect(composeMobile('27', '082 123 4567')).toBe('27821234567');
  });
  it('keeps a number typed without a trunk zero', () => {
    expect(composeMobile('+44', '7700900123')).toBe('447700900123');
  });
});
