/** The shift a roster screen works on: the site and shift codes and their names (for the header). */
export interface RosterShift {
  std: string;
  sftd: string;
  siteName: string;
  shiftName: string;
}

/** The call payload naming the shift's rosters (the roster statistics calls spell it shftd). */
export const shiftRequest = (shift: Pick<RosterShift, 'std' | 'sftd'>) => ({ shftd: shift.sftd, std: shift.std });
