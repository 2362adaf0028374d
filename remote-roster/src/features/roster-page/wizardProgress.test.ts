import { bannerLabel, startStep } from './wizardProgress';

describe('bannerLabel', () => {
  it("reads 'Roster setup wizard' at 0%", () => {
    expect(bannerLabel(0)).toBe('Roster setup wizard');
  });

  it("reads 'Complete roster setup' below 100%", () => {
    expect(bannerLabel(25)).toBe('Complete roster setup');
    expect(bannerLabel(75)).toBe('Complete roster setup');
    expect(bannerLabel(99.9)).toBe('Complete roster setup');
  });

  it("reads 'Update roster setup' at 100%", () => {
    expect(bannerLabel(100)).toBe('Update roster setup');
  });
});

describe('startStep', () => {
  it('opens at working days when they are not done (or nothing is known)', () => {
    expect(startStep(null)).toBe(0);
    expect(startStep({ wizard_working_days: 0, wizard_positions: 1 })).toBe(0);
  });

  it('opens at positions when working days are done and positions are not', () => {
    expect(startStep({ wizard_working_days: 1, wizard_positions: 0 })).toBe(1);
  });

  it('opens at employees otherwise', () => {
    expect(startStep({ wizard_working_days: 1, wizard_positions: 1 })).toBe(2);
  });
});
