/** Spec §9: the app version, and the build label the sidebar and the debug page show. */
// The root package.json's version, put in by vite.config.ts at build time: written in one place, as the server's is.
declare const __APP_VERSION__: string;
export const APP_VERSION = __APP_VERSION__;
export const BUILD_LABEL = '20251031.2';
