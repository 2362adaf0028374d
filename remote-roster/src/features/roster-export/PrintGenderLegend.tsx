/** The gender letters of the grid's badges, spelled out on paper next to the position legend. */
import { appMessages } from '@times/shared-sdk/app';
import { onlyInPrint } from './printMarks';

const t = appMessages.rosters;

export function PrintGenderLegend() {
  const { genderLetters } = t.calendar;
  const { genderLegend, genders } = t.exports.print;
  return (
    <p {...onlyInPrint}>
      {genderLegend}: {genderLetters.male} {genders.male}, {genderLetters.female} {genders.female}
    </p>
  );
}
