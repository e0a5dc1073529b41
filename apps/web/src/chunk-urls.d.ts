/** vite-chunk-urls.ts: the addresses of the built files a dynamic import of the module loads. */
declare module '*?chunk-urls' {
  const urls: readonly string[];
  export default urls;
}
