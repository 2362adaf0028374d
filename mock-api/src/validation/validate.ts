/** Payload validation with the shared yup schemas: the cast value, or VALIDATION_ERROR with one message per field. */
import type { AnyObjectSchema, InferType, ValidationError } from 'yup';
import { Status } from '../contract';
import type { ValidationErrorResponse } from '../routes/context';

export type Validated<S extends AnyObjectSchema> =
  { ok: true; value: InferType<S> } | { ok: false; result: ValidationErrorResponse };

// Duck-typed: yup belongs to shared-sdk, whose copy threw the error.
const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError' && Array.isArray((error as ValidationError).inner);

export async function validatePayload<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<Validated<S>> {
  try {
    const value = (await schema.validate(body, { abortEarly: false, stripUnknown: true })) as InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (!isValidationError(error)) throw error;
    // Null prototype: a field path is a key here, and must never meet Object.prototype's members.
    const errors: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = issue.path || '_';
      errors[field] ??= issue.message;
    }
    return { ok: false, result: { status: Status.VALIDATION_ERROR, errors } };
  }
}
