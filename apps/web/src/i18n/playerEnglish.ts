import messages from "virtual:player-english";

/**
 * The English messages the course player's own entry (playerMain.tsx) bundles: those its code names, found when
 * the app is built (build/playerMessages.ts), about a tenth of the catalog. The rest arrives with the app when
 * the learner leaves the player (english.ts).
 */
export const PLAYER_ENGLISH = messages;
