/**
 * Formik validation by one of the shared yup schemas, loaded on first use: the schemas (and yup)
 * are a chunk of their own, fetched when the user first edits or submits a form, not on page load.
 */
import { validateYupSchema, yupToFormErrors } from 'formik';
import type { FormikErrors, FormikValues } from 'formik';
import type * as SchemaModule from '../schemas';

type Schemas = typeof SchemaModule;
export type SchemaName = {
  [K in keyof Schemas]: Schemas[K] extends { validate: (...args: never[]) => unknown } ? K : never;
}[keyof Schemas];

let loading: Promise<Schemas> | null = null;
export const loadSchemas = (): Promise<Schemas> => (loading ??= import(/* webpackChunkName: "schemas" */ '../schemas'));

/** `context` (read on each validation) is the schema's yup context, for rules that compare with other data. */
export function validateWith<Values extends FormikValues>(name: SchemaName, context?: () => object) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    const schemas = await loadSchemas();
    try {
      await validateYupSchema(values, schemas[name], false, context?.());
      return {};
    } catch (error) {
      if ((error as { name?: string }).name === 'ValidationError') return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
