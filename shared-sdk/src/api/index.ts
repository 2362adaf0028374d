export * from './paths';
export type * from './types';
export type * from './rosterTypes';
export { authApi, authMessages } from './auth';
export { generalApi } from './general';
