import { createHash } from "node:crypto";
import { LANGUAGE_CODES, type Messages, mergeMessages } from "@coursewright/course-model";
import { CATALOGS } from "@coursewright/course-model/i18n/catalogs";

export interface TranslationsBundle {
  version: string;
  messages: Record<string, Messages>;
  /** The JSON answer, serialised once: the catalogs do not change while the process runs. */
  body: string;
}

let bundle: TranslationsBundle | undefined;

/** Every language with its app and server messages merged, versioned by a hash of the catalogs. */
export function translationsBundle(): TranslationsBundle {
  if (!bundle) {
    const messages = Object.fromEntries(
      LANGUAGE_CODES.map((lang) => [lang, mergeMessages(CATALOGS[lang].app, CATALOGS[lang].server)]),
    );
    const version = createHash("sha256").update(JSON.stringify(messages)).digest("hex").slice(0, 12);
    bundle = { version, messages, body: JSON.stringify({ version, messages }) };
  }
  return bundle;
}
