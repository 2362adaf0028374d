/**
 * How View Roster marks what prints (RosterPrintStyles reads these): the roster's section is a
 * print root; the one whose Print was pressed is also the chosen one (so a second View Roster
 * behind the full-screen modal stays out); inside a root, parts are hidden in print or shown only
 * in print.
 */
export const PRINT_ROOT = 'data-print-roster';
export const PRINT_CHOSEN = 'data-print-chosen';
export const PRINT_PART = 'data-print';

export const printRoot = { [PRINT_ROOT]: '' } as const;
export const hiddenInPrint = { [PRINT_PART]: 'hide' } as const;
export const onlyInPrint = { [PRINT_PART]: 'only' } as const;
