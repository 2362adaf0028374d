/** Hands the router's navigate to the SDK, so the HTTP client can redirect on INVALID. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setNavigator } from '@times/shared-sdk/state';

export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return null;
}
