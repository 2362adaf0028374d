/**
 * My Times installable and opening offline (issue 31): the page is given the web app manifest and the service
 * worker the shell serves at its origin (shell/webpack.config.js, shell/public/mytimes-sw.js). Neither is there
 * when the remote runs on its own page (standalone): the registration's refusal is ignored then.
 */
import { useEffect } from 'react';

export const MANIFEST = '/mytimes.webmanifest';
export const SERVICE_WORKER = '/mytimes-sw.js';
export const SCOPE = '/mytimes/';

export function useInstallable(): void {
  useEffect(() => {
    if (!document.querySelector(`link[rel="manifest"][href="${MANIFEST}"]`)) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = MANIFEST;
      document.head.appendChild(link);
    }
    navigator.serviceWorker?.register(SERVICE_WORKER, { scope: SCOPE }).catch(() => undefined);
  }, []);
}
