/**
 * The field paths of a payload schema, read from yup's describe(): top-level fields, fields of
 * nested objects and of the objects inside arrays (as index 0), so a fuzz case can replace each.
 */
import type { AnyObjectSchema } from 'yup';

interface Description {
  type?: string;
  fields?: Record<string, Description>;
  innerType?: Description;
}

export type FieldPath = readonly (string | number)[];

/** A field path and the type yup describes there ('string', 'number', 'object', 'array', 'mixed', …). */
export interface SchemaField {
  path: FieldPath;
  type: string;
}

function walk(description: Description | undefined, prefix: FieldPath): SchemaField[] {
  if (!description) return [];
  if (description.type === 'object' && description.fields) {
    return Object.entries(description.fields).flatMap(([name, field]) => [
      { path: [...prefix, name], type: field.type ?? 'mixed' },
      ...walk(field, [...prefix, name]),
    ]);
  }
  if (description.type === 'array' && description.innerType) return walk(description.innerType, [...prefix, 0]);
  return [];
}

/** Every field of the schema with its type (a lazy or undescribable schema gives none). */
export function describedFields(schema: AnyObjectSchema | undefined): SchemaField[] {
  if (!schema) return [];
  try {
    return walk(schema.describe() as Description, []);
  } catch {
    return [];
  }
}

/** Every field path of the schema (a lazy or undescribable schema gives none). */
export const schemaFields = (schema: AnyObjectSchema | undefined): FieldPath[] =>
  describedFields(schema).map((field) => field.path);
