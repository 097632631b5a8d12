import {
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  HUB_VISIBILITIES,
  type Hub,
  type HubCounts,
  LANGUAGE_CODES,
  type LanguageCode,
  landingPath,
} from "@coursewright/course-model";
import { inArray } from "drizzle-orm";
import type { HubRow, ThemeRow } from "../../db/schema";
import { themes } from "../../db/schema";
import type { Signer } from "../../http/signing";
import type { Db } from "../courses/db";
import type { MediaRows } from "../courses/presenter";
import { mediaRowsById } from "../courses/service";
import { hubColors } from "./colors";
import { countsOf, hubCounts } from "./counts";
import { imageLinks, presentHubImage } from "./images";

/** The value when it is one of `allowed` (database columns are wider than the contract's unions), else the fallback. */
export function oneOf<T extends string>(allowed: readonly T[], value: string, fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

export const hubLanguage = (row: Pick<HubRow, "language">): LanguageCode => oneOf(LANGUAGE_CODES, row.language, "en");
export const hubCurrency = (row: Pick<HubRow, "currency">) => oneOf(CURRENCY_CODES, row.currency, DEFAULT_CURRENCY);
export const hubVisibility = (row: Pick<HubRow, "visibility">) => oneOf(HUB_VISIBILITIES, row.visibility, "private");

export const hubUrl = (publicUrl: string, row: Pick<HubRow, "id" | "slug">) =>
  `${publicUrl}${landingPath({ page: "home", hubId: row.id }, row.slug)}`;

/** The media items a hub's settings show. */
export const hubMediaIds = (row: HubRow) => [row.logo_media_id, row.cover_media_id, row.og_image_media_id];

/** The only way a hub leaves the server for its creator (images signed: the creator sees drafts too). */
export function presentHub(
  row: HubRow,
  media: MediaRows,
  theme: ThemeRow | undefined,
  counts: HubCounts,
  publicUrl: string,
  signer: Signer,
): Hub {
  const links = imageLinks(row.id, signer);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    logo: presentHubImage(links, media, row.logo_media_id),
    cover: presentHubImage(links, media, row.cover_media_id),
    theme_id: row.theme_id,
    colors: hubColors(row.colors, theme),
    language: hubLanguage(row),
    currency: hubCurrency(row),
    visibility: hubVisibility(row),
    published: row.published,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    og_image: presentHubImage(links, media, row.og_image_media_id),
    url: hubUrl(publicUrl, row),
    counts,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Hubs as their creator sees them, with what each needs loaded in three queries for the whole page. */
export async function presentHubs(db: Db, rows: HubRow[], publicUrl: string, signer: Signer): Promise<Hub[]> {
  const themeIds = [...new Set(rows.flatMap((row) => (row.theme_id === null ? [] : [row.theme_id])))];
  const [media, themeRows, counts] = await Promise.all([
    mediaRowsById(db, rows.flatMap(hubMediaIds)),
    themeIds.length === 0 ? [] : db.select().from(themes).where(inArray(themes.id, themeIds)),
    hubCounts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const themesById = new Map(themeRows.map((theme) => [theme.id, theme]));
  return rows.map((row) =>
    presentHub(
      row,
      media,
      row.theme_id === null ? undefined : themesById.get(row.theme_id),
      countsOf(counts, row.id),
      publicUrl,
      signer,
    ),
  );
}
