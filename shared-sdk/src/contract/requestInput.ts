/**
 * The payload a client may send for a yup object schema: the schema's output type, with the
 * fields it fills in itself (a default) or may go without optional, nested objects read the same
 * way (an object schema's default is its fields' defaults).
 */
import type { AnyObjectSchema } from 'yup';

type Flatten<T> = { [K in keyof T]: T[K] };

type PlainObject<T> = T extends readonly unknown[] ? never : T extends object ? T : never;

/** A field the client may leave out: its value may be undefined, or the schema has a plain default for it. */
type OptionalKeys<Out, Defaults> = {
  [K in keyof Out]-?: undefined extends Out[K]
    ? K
    : K extends keyof Defaults
      ? Defaults[K] extends undefined
        ? never
        : Defaults[K] extends object
          ? never
          : K
      : never;
}[keyof Out];

/** A nested object is read with its own defaults; anything else is the output type. */
type FieldInput<Out, Default> = [PlainObject<Out>] extends [never]
  ? Out
  : Default extends object
    ? InputOf<Out, Default>
    : Out;

type InputOf<Out, Defaults> = Flatten<
  {
    [K in Exclude<keyof Out, OptionalKeys<Out, Defaults>>]: FieldInput<
      Out[K],
      K extends keyof Defaults ? Defaults[K] : undefined
    >;
  } & {
    [K in OptionalKeys<Out, Defaults>]?: FieldInput<Out[K], K extends keyof Defaults ? Defaults[K] : undefined>;
  }
>;

export type RequestInput<S extends AnyObjectSchema> = InputOf<S['__outputType'], S['__default']>;
