/** Test helper: the first message a schema gives for a field, or null when the field is valid. */
import type { AnyObject, ObjectSchema } from 'yup';
import { ValidationError } from 'yup';

export function fieldError(schema: ObjectSchema<AnyObject>, values: AnyObject, field: string): string | null {
  try {
    schema.validateSyncAt(field, values);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0] ?? null;
    throw error;
  }
}
