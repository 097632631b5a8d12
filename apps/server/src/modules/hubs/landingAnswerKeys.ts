import type { AnswerHeaders } from "./landingAnswers";

/** Cache headers of an answer that is the same for everyone (cacheable.ts says the same for the other reads). */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

/** get_hub as every anonymous visitor gets it (a signed-in visitor's answer is theirs: it varies by token). */
export const SHARED_JSON: AnswerHeaders = {
  contentType: "application/json; charset=utf-8",
  cacheControl: SHARED_CACHE_CONTROL,
  vary: "authorization, accept-encoding",
};

export const anonymousHubKey = (withCourses: boolean) => `get_hub:${withCourses ? "with" : "without"}_courses`;

/** A landing page's HTML, by its canonical path. */
export const landingPageKey = (canonicalPath: string) => `page:${canonicalPath}`;

export const htmlHeaders = (shared: boolean): AnswerHeaders => ({
  contentType: "text/html; charset=utf-8",
  cacheControl: shared ? SHARED_CACHE_CONTROL : "no-cache",
  vary: "accept-encoding",
});
