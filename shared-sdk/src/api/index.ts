export * from './paths';
export type * from './types';
export { authApi, authMessages } from './auth';
export { generalApi } from './general';
