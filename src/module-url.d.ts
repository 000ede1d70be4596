/** The URL of a module built as its own chunk (src/integrations/module-url.ts). */
declare module '*?module-url' {
  const url: string;
  export default url;
}
