import { endTimeFor } from './endTimeFor';

describe('endTimeFor', () => {
  it.each([
    ['06:00', '12:00'],
    ['18:15', '00:15'],
    ['22:30', '04:30'],
    ['7:05', '13:05'],
  ])('%s → %s', (start, end) => {
    expect(endTimeFor(start)).toBe(end);
  });
  it('gives nothing for an incomplete time', () => {
    expect(endTimeFor('7')).toBe('');
  });
});
