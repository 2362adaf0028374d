/**
 * A trimmed text field. yup's own string().trim() calls value.trim() on whatever arrives, so an
 * object or array where text is expected throws (a server error) instead of failing validation;
 * here a value that is not a string is left as it is, and the string type check rejects it.
 */
import { string } from 'yup';

export const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

export const text = () => string().transform(trimmed);
