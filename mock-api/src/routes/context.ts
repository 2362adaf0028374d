/** What a route module receives: the store, the settings, the clock and the services behind them. */
import type { AnyObjectSchema } from 'yup';
import type { ApiConfig } from '../config';
import type { ApiResponse, CallContract, RequestSession, Status } from '../contract';
import type { EngineRunner } from '../engine/engineRunner';
import type { PhotoStorage } from '../face/storage/photoStorage';
import type { ApiInstances } from '../instances/apiInstances';
import type { Throttles } from '../security/throttle';
import type { Repositories } from '../repositories/repositories';
import type { DataStore } from '../store/dataStore';

export interface RouteContext {
  /** The store behind the repositories; routes of domains with a repository never touch it. */
  store: DataStore;
  /** Each domain's records (repositories/repositories.ts): the embedded store's, or SQL on PostgreSQL. */
  repos: Repositories;
  config: ApiConfig;
  /** Milliseconds since the epoch (injectable for tests). */
  now(): number;
  /** The sign-in, OTP and code-request counters of this server. */
  throttles: Throttles;
  /** Where roster searches and site allocations run: worker threads, or the job queue (REDIS_URL). */
  engine: EngineRunner;
  /** Where the employee photos live: the local folder, or the bucket (S3_BUCKET). */
  photos: PhotoStorage;
  /** This API process and the others alive on the same store (a roster's calculation names its process). */
  instances: ApiInstances;
}

/** One validated call: the whole body (payload fields beside the envelope) and its session values. */
export interface ApiCall {
  body: Record<string, unknown>;
  session: RequestSession;
  /** The client address the call is counted against (http/clientAddress.ts). */
  address: string;
}

/** Every answer has a status; routes declare their richer response types from the contract. */
export type ApiResult = ApiResponse;

export interface ValidationErrorResponse {
  status: typeof Status.VALIDATION_ERROR;
  /** One message per field path, e.g. { 'customer_reg.u_mbl': 'Valid mobile number is required' }. */
  errors: Record<string, string>;
}

export interface ApiRoute {
  path: string;
  /** The payload's yup schema, when the route validates one (the fuzz test reads its fields). */
  schema?: AnyObjectSchema;
  /** The contract entry the route answers (its path, request, response and statuses). */
  contract: CallContract;
  handle(call: ApiCall, ctx: RouteContext): ApiResult | Promise<ApiResult>;
}

export const isoAt = (ms: number): string => new Date(ms).toISOString();

/** The calendar day of an ISO date (UTC), YYYY-MM-DD. */
export const dayOf = (iso: string): string => iso.slice(0, 10);

/** An ISO date (UTC) to the minute, 'YYYY-MM-DD HH:MM', as the setup lists show dates. */
export const minuteOf = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
