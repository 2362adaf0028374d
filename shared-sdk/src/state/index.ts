/**
 * @times/shared-sdk/state: what must exist once in the page: the session store and its cookies,
 * the runtime config (the API base URLs) and the navigator. A shared singleton module, strictly versioned:
 * a remote that needs a version the shell cannot give fails into its error boundary instead of
 * loading a second copy. Every other part of the SDK reaches it only through the package name
 * (never by relative paths), so a remote that loads its own copy of a stateless module still
 * uses this one instance. It imports only stateless helpers, never '@times/shared-sdk' (no cycle).
 */
export { setRuntimeConfig, getRuntimeConfig, loadRuntimeConfig, baseUrlFor, mapConfig } from './runtimeConfig';
export type { RuntimeConfig, MapConfig } from './runtimeConfig';
export { setNavigator, navigateTo } from './navigator';
export { useSessionStore, hasUserSession } from './sessionStore';
export {
  VisitorCookies,
  UserCookies,
  readVisitorSession,
  readUserSession,
  writeVisitorSession,
  writeUserSession,
  clearUserSession,
  currentRequestSession,
} from './sessionCookies';
export type { SessionState } from './sessionStore';
