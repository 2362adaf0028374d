/** Each sentence that names an employee's day, with its subject: a count, 'he', 'she' or 'they'. */
import { noteWords } from './availabilityNotes';
import { offReasons } from './offReasons';
import { violationReasons } from './violationReasons';
import { HE, SHE, THEY, firstName, pronounOf } from './words';
import { dayWords } from './dayWords';

describe('the words of an employee', () => {
  it('takes the pronoun from the gender as the app labels it (1 Male, 2 Female), else they', () => {
    expect([pronounOf(1), pronounOf(2), pronounOf(0)]).toEqual([HE, SHE, THEY]);
  });

  it('names them by their first name, or their full name when it is empty', () => {
    expect(firstName({ name: 'Thabo', surname: 'Mokoena' })).toBe('Thabo');
    expect(firstName({ name: ' ', surname: 'Mokoena' })).toBe('Mokoena');
  });
});

describe('reasons to be off', () => {
  it('takes a count, with the verb agreeing', () => {
    const night = offReasons.worksElsewhere('the Night shift');
    expect([night.counted(1), night.counted(2)]).toEqual(['1 works the Night shift', '2 work the Night shift']);
    expect(offReasons.worksAs('Cleaner').counted(3)).toBe('3 work as Cleaner');
    expect([offReasons.runLimit(3).counted(1), offReasons.runLimit(3).counted(2)]).toEqual([
      '1 needs 3 days in a row',
      '2 need 3 days in a row',
    ]);
    expect(offReasons.hourLimit(160).counted(2)).toBe('2 at their 160-hour limit');
    expect(offReasons.onLeave().counted(1)).toBe('1 on leave');
  });

  it("takes a pronoun, with 'is' or 'are' and the possessive", () => {
    const limit = offReasons.weekendLimit(2);
    expect([limit.of(HE), limit.of(SHE), limit.of(THEY)]).toEqual([
      'he is at his 2-weekend limit',
      'she is at her 2-weekend limit',
      'they are at their 2-weekend limit',
    ]);
    const night = offReasons.worksElsewhere('the Night shift');
    expect([night.of(SHE), night.of(THEY)]).toEqual(['she works the Night shift', 'they work the Night shift']);
    expect(offReasons.unavailableOn('Tuesdays').of(HE)).toBe('he is unavailable on Tuesdays');
  });

  it('keys a reason the same whatever its figures are said with', () => {
    expect(offReasons.hourLimit(160).key).toBe(offReasons.hourLimit(160.0).key);
    expect(offReasons.hourLimit(160).key).not.toBe(offReasons.hourLimit(150).key);
  });
});

describe('notes on availability', () => {
  it('name the day as an ordinal, the employee by first name and pronoun', () => {
    expect(noteWords.unavailableDate('Lerato', SHE, 'the 8th')).toBe(
      'Lerato not rostered on the 8th: she is unavailable',
    );
    expect(noteWords.grantedOff('Thabo', HE, 'the 12th')).toBe('Thabo not rostered on the 12th: he asked for it off');
    expect(noteWords.grantedWork('Lerato', SHE, 'the 2nd')).toBe('Lerato rostered on the 2nd: she asked to work it');
    expect(noteWords.limit('Thabo', HE, 'the 14th', offReasons.hourLimit(160))).toBe(
      'Thabo not rostered on the 14th: he is at his 160-hour limit',
    );
  });

  it('keep the weekday form for a whole weekday', () => {
    expect(noteWords.unavailableWeekday('Thabo Mokoena', 'Saturday')).toBe(
      'Thabo Mokoena not rostered on Saturdays: unavailable',
    );
  });
});

describe('violation reasons', () => {
  const days = ['2026-12-07', '2026-12-08', '2026-12-12', '2026-12-13'].map((date) => ({ date }));
  const say = violationReasons(dayWords(days));

  it("say the period's days as ordinals", () => {
    expect(say.onLeave('Thabo Mokoena', '2026-12-08')).toBe('Thabo Mokoena is rostered on leave on the 8th');
    expect(say.weekend('Thabo Mokoena', '2026-12-12', '2026-12-13', true)).toBe(
      'Thabo Mokoena works Saturday the 12th but not Sunday the 13th',
    );
    expect(say.minConsecutiveDays('Thabo Mokoena', '2026-12-07', 2, 3)).toBe(
      'Thabo Mokoena works 2 days in a row from the 7th, under their minimum of 3',
    );
  });

  it("say a day outside the period as '1 Jan'", () => {
    expect(say.unknownDate('Thabo Mokoena', '2027-01-01')).toBe(
      'Thabo Mokoena is rostered on 1 Jan, outside the roster period',
    );
  });
});
