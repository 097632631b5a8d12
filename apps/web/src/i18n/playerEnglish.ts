import messages from "virtual:player-english";

/**
 * The English messages the course player's own entry (playerMain.tsx) bundles: those its first screen names,
 * found when the app is built (build/playerMessages.ts). Its other screens and views bring theirs
 * (player/extras.ts); the rest of the catalog arrives with the app when the learner leaves the player
 * (english.ts).
 */
export const PLAYER_ENGLISH = messages;
