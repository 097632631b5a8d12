import { type Messages, mergeMessages } from "@coursewright/course-model";
import enApp from "@coursewright/course-model/i18n/locales/en/app.json?raw";
import enServer from "@coursewright/course-model/i18n/locales/en/server.json?raw";

// Read as text: the player's entry imports the same files for a few namespaces (playerEnglish.ts), and a module
// shared by both would be bundled whole into a chunk the player loads.
const parse = (text: string): Messages => JSON.parse(text);

/** Every English message, bundled with the app (other languages are fetched: see index.ts). */
export const ENGLISH = mergeMessages(parse(enApp), parse(enServer));
