import { bannerText, openingStep, progressOf, stepAfter, wizardSteps } from './setupWizard';

const details = (flags: number[]) => ({
  app_name: 'A',
  app_handle: '',
  description: '',
  wizard_clients: flags[0] as 0 | 1,
  wizard_sites: flags[1] as 0 | 1,
  wizard_shifts: flags[2] as 0 | 1,
  wizard_positions: flags[3] as 0 | 1,
  wizard_employees: flags[4] as 0 | 1,
  wizard_perc: 0,
});

describe('setup wizard', () => {
  it('names the banner by progress and hides it at 100%', () => {
    expect(bannerText(0)).toBe('Setup times using wizard');
    expect(bannerText(1)).toBe('Complete times setup');
    expect(bannerText(99)).toBe('Complete times setup');
    expect(bannerText(100)).toBeNull();
  });

  it('opens at the first step not completed', () => {
    expect(openingStep(wizardSteps(details([0, 0, 0, 0, 0])))).toBe(0);
    expect(openingStep(wizardSteps(details([1, 1, 0, 1, 0])))).toBe(2);
    expect(openingStep(wizardSteps(details([1, 1, 1, 1, 1])))).toBe(4);
  });

  it('counts each step as 20%', () => {
    expect(progressOf(wizardSteps(details([1, 1, 0, 0, 0])))).toBe(40);
    expect(wizardSteps(details([1, 0, 0, 0, 0])).map((s) => [s.name, s.done])).toEqual([
      ['Clients', true],
      ['Sites', false],
      ['Shifts', false],
      ['Positions', false],
      ['Employees', false],
    ]);
  });

  it('moves on to the next step not completed after a save, wrapping round', () => {
    expect(stepAfter(wizardSteps(details([1, 0, 0, 0, 0])), 0)).toBe(1);
    expect(stepAfter(wizardSteps(details([1, 1, 0, 1, 0])), 1)).toBe(2);
    expect(stepAfter(wizardSteps(details([0, 1, 1, 1, 1])), 4)).toBe(0);
    expect(stepAfter(wizardSteps(details([1, 1, 1, 1, 1])), 4)).toBe(4);
  });

  it('embeds each step form from the remote that owns it', () => {
    expect(wizardSteps(details([0, 0, 0, 0, 0])).map((s) => `${s.remote}${s.module.slice(1)}`)).toEqual([
      'remote_times_setup/ClientStep',
      'remote_times_setup/SiteStep',
      'remote_times_setup/ShiftStep',
      'remote_times_people/PositionStep',
      'remote_times_people/EmployeeStep',
    ]);
  });
});
