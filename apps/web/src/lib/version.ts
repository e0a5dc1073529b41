/** Spec §9: the app version, and the build label the sidebar and the debug page show. */
export const APP_VERSION = '0.1.30';
export const BUILD_LABEL = '20251031.2';
