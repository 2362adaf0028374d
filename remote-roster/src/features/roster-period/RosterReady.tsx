/**
 * Renders its children (with the roster's header) once roster `rstd` is Successful; until then the
 * 'being calculated' notice (it updates by itself), or the failure, or the error of the call.
 */
import type { ReactNode } from 'react';
import { Alert, Spinner } from '@times/shared-sdk';
import type { RosterHeader } from '@times/shared-sdk';
import { RosterStatus } from '@times/shared-sdk/app';
import { RosterStateNotice } from './RosterStateNotice';
import type { RosterShift } from './rosterShift';
import { useRosterStatus } from './useRosterStatus';

interface Props {
  shift: RosterShift;
  rstd: string;
  children: (header: RosterHeader) => ReactNode;
  /** Called when the roster, seen Processing, ends Successful or Failed. */
  onSettled?: () => void;
}

export function RosterReady({ shift, rstd, children, onSettled }: Props) {
  const { header, error } = useRosterStatus(shift, rstd, onSettled);
  if (error) return <Alert>{error}</Alert>;
  if (!header) return <Spinner />;
  if (header.roster_status !== RosterStatus.SUCCESSFUL) return <RosterStateNotice header={header} />;
  return <>{children(header)}</>;
}
