/** View Roster's 'Who can cover?' and 'Mark absent' (ours, issue 17). */
export { CoverTools } from './CoverTools';
