/**
 * A remote's own dev page: a minimal host with the theme, a router and the runtime config,
 * so a team can run its remote without the shell.
 */
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig } from '@times/shared-sdk/state';
import { NavigatorBridge } from '../navigation/NavigatorBridge';
import { ThemeRoot } from '../ui/ThemeRoot';

export interface StandaloneRoute {
  /** Route path as the shell mounts it, e.g. '/approot/*'. */
  path: string;
  Component: ComponentType;
}

export async function mountStandalone(routes: StandaloneRoute[], rootId = 'root'): Promise<void> {
  await loadRuntimeConfig('/runtime-config.json');
  const element = document.getElementById(rootId);
  if (!element) throw new Error(`#${rootId} not found`);
  createRoot(element).render(
    <ThemeRoot>
      <BrowserRouter>
        <NavigatorBridge />
        <Routes>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Routes>
      </BrowserRouter>
    </ThemeRoot>,
  );
}
