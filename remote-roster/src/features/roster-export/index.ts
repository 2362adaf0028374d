export { RosterExportActions } from './RosterExportActions';
export { RosterPrintStyles } from './RosterPrintStyles';
export { PrintGenderLegend } from './PrintGenderLegend';
export { printRoot, onlyInPrint, hiddenInPrint } from './printMarks';
