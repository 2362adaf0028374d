export * from './paths';
export type * from './types';
export { authApi, authMessages } from './auth';
export { generalApi } from './general';
export { appsApi, appsMessages } from './apps';
export { timesAppApi } from './timesApp';
