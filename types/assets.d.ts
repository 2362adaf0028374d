declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** Injected by webpack DefinePlugin: the app's name and build id. */
declare const __APP_BUILD__: { name: string; version: string; buildId: string };
declare module '*.css' {
  const text: string;
  export default text;
}
