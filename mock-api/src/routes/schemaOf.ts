/** The yup schema a contract entry names (the SDK keeps schemas by name so browsers load them lazily). */
import * as schemas from '@times/shared-sdk/schemas';
import type { AnyObjectSchema } from 'yup';
import type { CallContract, CallSchema } from '../contract';

export function schemaOf<C extends CallContract>(call: C): CallSchema<C> {
  const name = 'schema' in call.request ? call.request.schema : undefined;
  const schema: unknown = name ? schemas[name] : undefined;
  if (!schema) throw new Error(`${call.path}: the contract names no schema`);
  return schema as AnyObjectSchema as CallSchema<C>;
}
