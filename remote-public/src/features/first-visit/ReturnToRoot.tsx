/** /approot itself: the visitor is registered (by the gate around it), then goes back to '/'. */
import { Navigate } from 'react-router-dom';
import { Routes } from '@times/shared-sdk';

export function ReturnToRoot() {
  return <Navigate to={Routes.ROOT} replace />;
}
