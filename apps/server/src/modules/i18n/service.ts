import { createHash } from "node:crypto";
import { gzipSync, constants as zlib } from "node:zlib";
import { LANGUAGE_CODES, type LanguageCode, type Messages, mergeMessages } from "@coursewright/course-model";
import { CATALOGS } from "@coursewright/course-model/i18n/catalogs";

/** One answer of the translations route, serialised and compressed once: the catalogs never change while running. */
export interface TranslationsAnswer {
  body: Buffer;
  gzip: Buffer;
  /** Names what the body holds: the version and which languages. */
  etag: string;
}

export interface TranslationsBundle {
  version: string;
  messages: Record<string, Messages>;
}

let bundle: TranslationsBundle | undefined;
const answers = new Map<LanguageCode | "all", TranslationsAnswer>();

/** Every language with its app and server messages merged, versioned by a hash of the catalogs. */
export function translationsBundle(): TranslationsBundle {
  if (!bundle) {
    const messages = Object.fromEntries(
      LANGUAGE_CODES.map((lang) => [lang, mergeMessages(CATALOGS[lang].app, CATALOGS[lang].server)]),
    );
    const version = createHash("sha256").update(JSON.stringify(messages)).digest("hex").slice(0, 12);
    bundle = { version, messages };
  }
  return bundle;
}

/**
 * The answer for one language (what the web app asks for: the 15 together weigh 2.5 MB, one about a fifteenth)
 * or, without `lang`, for all of them.
 */
export function translationsAnswer(lang: LanguageCode | undefined): TranslationsAnswer {
  const key = lang ?? "all";
  let answer = answers.get(key);
  if (!answer) {
    const { version, messages } = translationsBundle();
    const body = Buffer.from(JSON.stringify({ version, messages: lang ? { [lang]: messages[lang] } : messages }));
    answer = {
      body,
      gzip: gzipSync(body, { level: zlib.Z_BEST_COMPRESSION }),
      etag: lang ? `"${version}-${lang}"` : `"${version}"`,
    };
    answers.set(key, answer);
  }
  return answer;
}
