/** The package version, put in by webpack's DefinePlugin at build time. */
declare const __ZN_VERSION__: string;

/** Templates are bundled as strings (webpack `asset/source`). */
declare module '*.html' {
  const template: string;
  export default template;
}
