/** A file imported with `?url` (remote-times-people's webpack rule): its emitted asset URL. */
declare module '*.wasm?url' {
  const url: string;
  export default url;
}
