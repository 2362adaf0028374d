/**
 * The payload a client may send for a yup object schema: the schema's output type, with the
 * fields it fills in itself (a default) or may go without optional. Nested objects stay required.
 */
import type { AnyObjectSchema } from 'yup';

type Flatten<T> = { [K in keyof T]: T[K] };

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

type InputOf<Out, Defaults> = Flatten<
  { [K in Exclude<keyof Out, OptionalKeys<Out, Defaults>>]: Out[K] } & {
    [K in OptionalKeys<Out, Defaults>]?: Out[K];
  }
>;

export type RequestInput<S extends AnyObjectSchema> = InputOf<S['__outputType'], S['__default']>;
