/**
 * Prints one View Roster: marks its section as the chosen one (RosterPrintStyles then leaves any
 * other out) and, while the print dialog is open, names the document after the site, shift and
 * period, which browsers put in the page header and the saved PDF's name.
 */
import { PRINT_CHOSEN } from './printMarks';

export function printRoster(section: HTMLElement, title: string): void {
  for (const chosen of document.querySelectorAll(`[${PRINT_CHOSEN}]`)) chosen.removeAttribute(PRINT_CHOSEN);
  section.setAttribute(PRINT_CHOSEN, '');
  const before = document.title;
  document.title = title;
  try {
    window.print();
  } finally {
    document.title = before;
  }
}
