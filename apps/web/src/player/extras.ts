// What the player needs beyond its first screen (its finished screen, page list and every block view but the
// first-screen ones, see blocks/viewRegistry.ts): Mantine's styles of mantine-player.css and the English
// messages only those name (build/playerMessages.ts). Loaded with that code, once.
import more from "virtual:player-english-more";
import { addEnglish } from "../i18n";
import "../styles/mantinePlayer";

void addEnglish(more);
