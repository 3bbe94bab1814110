/** Markdown pages, imported as text by the specs that run the documentation's examples (karma's webpack rule). */
declare module '*.md' {
  const text: string;
  export default text;
}
