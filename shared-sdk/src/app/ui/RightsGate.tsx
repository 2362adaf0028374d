/**
 * Shows a setup section only to users with its right (admin, or group user holding it);
 * others see 'Not allowed to add …'. The server checks the same right on every call.
 */
import type { ReactNode } from 'react';
import { Alert, Spinner } from '@times/shared-sdk';
import { useFormRights } from '../hooks/useFormRights';
import { canAccess } from '../rights/canAccess';
import { NotAllowed } from './NotAllowed';

interface Props {
  formId: number;
  rightId: number;
  things: string;
  children: ReactNode;
}

export function RightsGate({ formId, rightId, things, children }: Props) {
  const { rights, error } = useFormRights(formId);
  if (error) return <Alert>{error}</Alert>;
  if (!rights) return <Spinner />;
  return canAccess(rights, rightId) ? <>{children}</> : <NotAllowed things={things} />;
}
