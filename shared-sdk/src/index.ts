/** @times/shared-sdk: the one contract shared by the shell, the remotes and the mock-api. */
export * from './api';
export { messages } from './catalogue/messages';
export type { Messages } from './catalogue/messages';
export * from './constants';
// Schemas are loaded on demand (validateWith); their types are free.
export type * from './schemas';
export { validateWith, loadSchemas } from './forms/validateWith';
export type { SchemaName } from './forms/validateWith';
export * from './ui';
// The stateful parts live in their own singleton module, reached by its package name (one instance).
export {
  setRuntimeConfig,
  getRuntimeConfig,
  loadRuntimeConfig,
  baseUrlFor,
  mapConfig,
  setNavigator,
  navigateTo,
  useSessionStore,
  hasUserSession,
} from '@times/shared-sdk/state';
export type { RuntimeConfig, MapConfig, SessionState } from '@times/shared-sdk/state';
export { buildEnvelope, withEnvelope } from './envelope/envelope';
export { readNetInfo, netInfo } from './envelope/netInfo';
export { post, messageFor } from './http/client';
export { callContract } from './http/callContract';
export type { CallData, CallOutcome, CallOutcomeStatus } from './http/callContract';
export type * from './contract/call';
export type { CallTexts, CoversStatuses } from './contract/texts';
export type {
  ApiAnswer,
  ApiOutcome,
  CallOptions,
  StatusMessages,
  StatusText,
  InvalidTarget,
  TransportStatus,
} from './http/outcome';
export { NavigatorBridge } from './navigation/NavigatorBridge';
export {
  VisitorCookies,
  UserCookies,
  readVisitorSession,
  readUserSession,
  writeVisitorSession,
  writeUserSession,
  clearUserSession,
  currentRequestSession,
} from '@times/shared-sdk/state';
export { ensureVisitorSession } from './session/visitorSession';
export { useAbortSignal } from './hooks/useAbortSignal';
export { useCountries } from './hooks/useCountries';
export { withPlaceholder, readCachedCountries, cacheCountries, PLACEHOLDER_COUNTRY } from './hooks/countryCache';
export { mountStandalone } from './standalone/mountStandalone';
export type { StandaloneRoute } from './standalone/mountStandalone';
export { useUserDetails } from './hooks/useUserDetails';
export { composeMobile } from './format/mobile';
export { useApiAction } from './hooks/useApiAction';
export { splitTags } from './format/tags';
