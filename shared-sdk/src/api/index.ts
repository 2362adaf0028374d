export * from '../contract/paths';
export type * from './types';
export type * from './rosterTypes';
export type * from './userTypes';
export type * from './attendanceTypes';
export type * from './selfServiceTypes';
export { authApi, authMessages } from './auth';
export { generalApi } from './general';
