/// <reference types="vite/client" />

/** Version of the translation catalogs, computed from the locale files at build time (vite.config.ts). */
declare const __TRANSLATIONS_VERSION__: string;

/** The English messages the course player's own entry bundles (build/playerMessages.ts). */
declare module "virtual:player-english" {
  const messages: import("@coursewright/course-model").Messages;
  export default messages;
}
