/**
 * One call of the API as the contract declares it: its backend and path, its request (the yup
 * schema the form and the server validate with, or a plain type where nothing validates it), its
 * OK answer's fields, and the closed list of statuses it may answer. The SDK's call functions, the
 * mock API's routes and the API tests take their types from these entries (see the README's
 * Architecture, "The contract").
 */
import type { AnyObjectSchema } from 'yup';
import type * as SchemaModule from '../schemas';
import type { Backend } from './paths';
import type { RequestInput } from './requestInput';
import type { StatusFields } from './statusFields';

/** A type carried at compile time only (a response, a request without a schema, a status's fields). */
export interface Shape<T> {
  readonly __shape?: T;
}

/** Declares a type in a contract entry; the value is an empty object. */
export const shape = <T>(): Shape<T> => ({});

type Schemas = typeof SchemaModule;
/** The shared yup object schemas, by export name. */
export type ObjectSchemaName = {
  [K in keyof Schemas]: Schemas[K] extends AnyObjectSchema ? K : never;
}[keyof Schemas];

/**
 * A request validated by a shared yup schema, named (the schemas stay a chunk the browser loads on
 * first validation; the server and the tests resolve the name with schemaOf).
 */
export interface SchemaRef<N extends ObjectSchemaName = ObjectSchemaName> extends Shape<Schemas[N]> {
  readonly schema: N;
}

export const schemaRef = <N extends ObjectSchemaName>(schema: N): SchemaRef<N> => ({ schema });

export interface CallContract {
  backend: Backend;
  path: string;
  /** The payload: the shared yup schema (schemaRef), or shape<Request>() when no schema validates it. */
  request: SchemaRef | Shape<object>;
  /** The OK answer's fields beside status. */
  response: Shape<object>;
  /** Every status the call may answer, 'OK' included. */
  statuses: readonly string[];
  /** Fields an error status carries in this call, where they differ from StatusFields. */
  carries?: Shape<object>;
  /**
   * The session the call needs: none (a first visit), a visitor's (register, login, the
   * countries), the pending session a registration returns (its code's check) or a signed-in
   * user's (the default). Without the session it needs a call answers INVALID; the contract
   * suite checks that (mock-api/src/testing/contractSuite).
   */
  session?: CallSession;
}

/** What session a call needs (CallContract.session; 'user' when not given). */
export type CallSession = 'none' | 'visitor' | 'pendingUser' | 'user';

/** Checks an entry and keeps its literal types (path, statuses). */
export const defineCall = <const C extends CallContract>(call: C): C => call;

/** What the client sends: a schema's input (defaulted fields optional), or the declared type. */
export type CallRequest<C extends CallContract> =
  C['request'] extends SchemaRef<infer N> ? RequestInput<Schemas[N]> : C['request'] extends Shape<infer T> ? T : never;

/** What the server validated (the schema's output, defaults filled in). */
export type CallInput<C extends CallContract> =
  C['request'] extends SchemaRef<infer N> ? Schemas[N]['__outputType'] : CallRequest<C>;

/** The entry's schema type, when a schema validates its request. */
export type CallSchema<C extends CallContract> = C['request'] extends SchemaRef<infer N> ? Schemas[N] : never;

type FieldsOf<T> = T extends object ? Omit<T, 'status'> : never;

/** The OK answer's fields (without status). */
export type CallResponse<C extends CallContract> = C['response'] extends Shape<infer T> ? FieldsOf<T> : never;

export type CallStatus<C extends CallContract> = C['statuses'][number];
export type CallErrorStatus<C extends CallContract> = Exclude<CallStatus<C>, 'OK'>;

type CarriedBy<C extends CallContract> = C['carries'] extends Shape<infer T> ? T : object;

/** The fields an error status carries in this call: the call's own, else the common ones, else none. */
type ErrorFields<C extends CallContract, S extends string> = S extends keyof CarriedBy<C>
  ? CarriedBy<C>[S]
  : S extends keyof StatusFields
    ? StatusFields[S]
    : unknown;

/** One error answer per declared status (a union, so `status` narrows the fields). */
export type CallError<C extends CallContract> = {
  [S in CallErrorStatus<C>]: { status: S } & ErrorFields<C, S>;
}[CallErrorStatus<C>];

export type CallOk<C extends CallContract> = { status: 'OK' } & CallResponse<C>;

/** Everything the call may answer: OK with the response's fields, or a declared error status. */
export type CallAnswer<C extends CallContract> = CallOk<C> | CallError<C>;

/** Passes when every status of S is declared by C; otherwise names the missing ones. */
export type Declares<C extends CallContract, S extends string> = [Exclude<S, CallStatus<C>>] extends [never]
  ? unknown
  : { undeclaredStatuses: Exclude<S, CallStatus<C>> };
