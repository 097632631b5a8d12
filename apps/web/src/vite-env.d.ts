/// <reference types="vite/client" />

/** Version of the translation catalogs, computed from the locale files at build time (vite.config.ts). */
declare const __TRANSLATIONS_VERSION__: string;
