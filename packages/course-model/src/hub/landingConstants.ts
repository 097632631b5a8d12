/**
 * What the landing pages need from the hub contract without zod: they load apart from the creator's screens
 * (docs/decisions/015-hub-landing-entry.md), and a constant beside the schemas would bring the schemas with it.
 */

/** Courses per page of the landing catalogue. */
export const CATALOGUE_PER_PAGE = 12;

export const DEFAULT_HUB_COLORS = { primary: "#5062fe", background: "#ffffff", text: "#1a1b1e" } as const;
