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

function walk(description: Description | undefined, prefix: FieldPath): FieldPath[] {
  if (!description) return [];
  if (description.type === 'object' && description.fields) {
    return Object.entries(description.fields).flatMap(([name, field]) => [
      [...prefix, name],
      ...walk(field, [...prefix, name]),
    ]);
  }
  if (description.type === 'array' && description.innerType) return walk(description.innerType, [...prefix, 0]);
  return [];
}

/** Every field path of the schema (a lazy or undescribable schema gives none). */
export function schemaFields(schema: AnyObjectSchema | undefined): FieldPath[] {
  if (!schema) return [];
  try {
    return walk(schema.describe() as Description, []);
  } catch {
    return [];
  }
}
