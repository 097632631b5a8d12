import { mergeMessages } from "@coursewright/course-model";
import { blocks, common, player, scorm } from "@coursewright/course-model/i18n/locales/en/app.json";
import { errors } from "@coursewright/course-model/i18n/locales/en/server.json";

/**
 * The English namespaces the course player's own entry (playerMain.tsx) draws: its screens, the block views and
 * the errors it names. Named imports, so the bundle keeps only these (about a fifth of the catalog); the rest
 * arrives with the app when the learner leaves the player (english.ts). playerEnglish.test.ts checks that every
 * key the player's code uses is here.
 */
export const PLAYER_NAMESPACES = { app: ["common", "player", "blocks", "scorm"], server: ["errors"] } as const;

export const PLAYER_ENGLISH = mergeMessages({ common, player, blocks, scorm }, { errors });
