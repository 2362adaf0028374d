/**
 * The print view of View Roster (@media print): only the chosen roster's section prints — the
 * shell's top bar, menus, tabs, selectors and every button stay off the paper — on landscape
 * pages, its header (site, shift, period) first, the legend with the position names and gender
 * letters, and the grid shrunk to the page width, its header rows repeated on every page and
 * the position colours kept.
 */
import { createGlobalStyle } from 'styled-components';
import { PRINT_CHOSEN, PRINT_PART, PRINT_ROOT } from './printMarks';

const root = `[${PRINT_ROOT}]`;

export const RosterPrintStyles = createGlobalStyle`
  ${root} [${PRINT_PART}='only'] {
    display: none;
  }

  @media print {
    @page {
      size: A4 landscape;
      margin: 8mm;
    }
    /* Everything that neither holds nor is inside a roster section. */
    body:has(${root}) :not(:has(${root})):not(${root}):not(${root} *) {
      display: none !important;
    }
    body:has([${PRINT_CHOSEN}]) ${root}:not([${PRINT_CHOSEN}]) {
      display: none !important;
    }
    /* The section's ancestors (shell frame, full-screen modal) lay out as plain blocks on paper. */
    body:has(${root}),
    body :has(${root}) {
      display: block !important;
      position: static !important;
      overflow: visible !important;
      width: auto !important;
      height: auto !important;
      min-height: 0 !important;
      max-height: none !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      box-shadow: none !important;
      background: none !important;
    }
    ${root} {
      break-before: page;
      font-size: 9pt;
      print-color-adjust: exact;
      -webkit-print-color-adjust: exact;
    }
    ${root} button,
    ${root} select,
    ${root} [role='menu'],
    ${root} [${PRINT_PART}='hide'] {
      display: none !important;
    }
    ${root} [${PRINT_PART}='only'] {
      display: revert;
    }
    ${root} [role='grid'] {
      width: 100% !important;
      font-size: 6.5pt;
    }
    ${root} [role='grid'] th,
    ${root} [role='grid'] td {
      width: auto;
      height: auto;
      padding: 1px;
    }
    ${root} [role='grid'] .employee {
      position: static;
      width: 17%;
      white-space: normal;
    }
    ${root} [role='grid'] thead {
      position: static;
    }
    ${root} [role='grid'] tr {
      break-inside: avoid;
    }
    ${root} [role='grid'] .badge {
      font-size: 6pt;
      padding: 0 1px;
    }
    ${root} [role='grid'] td.empty::before {
      content: none;
    }
    ${root} [role='grid'] td {
      box-shadow: none !important;
      opacity: 1 !important;
    }
    /* The scrolling box around the grid. */
    ${root} :has(> [role='grid']) {
      overflow: visible !important;
      max-height: none !important;
      border: 0 !important;
    }
  }
`;
