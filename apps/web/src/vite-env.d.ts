/// <reference types="vite/client" />

/** Version of the translation catalogs, computed from the locale files at build time (vite.config.ts). */
declare const __TRANSLATIONS_VERSION__: string;

/** The English messages of the course player's first screen, bundled with its entry (build/playerMessages.ts). */
declare module "virtual:player-english" {
  const messages: import("@coursewright/course-model").Messages;
  export default messages;
}

/** The English messages only the player's later screens and views name (player/extras.ts). */
declare module "virtual:player-english-more" {
  const messages: import("@coursewright/course-model").Messages;
  export default messages;
}

/** The hub landing pages' messages in one language (build/landingMessages.ts). */
declare module "virtual:landing-messages/*" {
  const messages: import("@coursewright/course-model").Messages;
  export default messages;
}
