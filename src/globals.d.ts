/** The package version, put in by webpack's DefinePlugin at build time. */
declare const __ZN_VERSION__: string;
