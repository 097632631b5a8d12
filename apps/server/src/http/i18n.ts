import {
  FALLBACK_LANGUAGE,
  type LanguageCode,
  type Messages,
  pickLanguage,
  translate,
} from "@coursewright/course-model";
import { CATALOGS } from "@coursewright/course-model/i18n/catalogs";
import type { FastifyRequest } from "fastify";

export type TranslationParams = Record<string, string | number>;
export type Translate = (key: string, params?: TranslationParams) => string;

const SERVER_CATALOGS: Partial<Record<LanguageCode, Messages>> = Object.fromEntries(
  Object.entries(CATALOGS).map(([lang, ns]) => [lang, ns.server]),
);

/**
 * A translator for one language that falls back to English key by key, so a message the
 * translations pass has not reached yet still reads as a sentence rather than as its key.
 */
export function createTranslator(
  lang: LanguageCode,
  catalogs: Partial<Record<LanguageCode, Messages>> = SERVER_CATALOGS,
): Translate {
  const own = catalogs[lang] ?? {};
  const fallback = catalogs[FALLBACK_LANGUAGE] ?? {};
  return (key, params = {}) => {
    const text = translate(own, key, params);
    return text === key ? translate(fallback, key, params) : text;
  };
}

/** The request's language: Content-Language (what the web sends), else Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const header = request.headers["content-language"] ?? request.headers["accept-language"] ?? "";
  return pickLanguage(header.split(",").map((part) => part.split(";")[0] ?? ""));
}

/** The language the request names (Content-Language, else Accept-Language); null when it names none. */
export function statedLanguage(request: FastifyRequest): LanguageCode | null {
  const header = request.headers["content-language"] ?? request.headers["accept-language"] ?? "";
  return header.trim() === "" ? null : requestLanguage(request);
}

export function requestTranslator(request: FastifyRequest): Translate {
  return createTranslator(requestLanguage(request));
}
