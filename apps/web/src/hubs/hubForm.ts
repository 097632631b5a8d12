import {
  type CurrencyCode,
  type Hub,
  type HubColors,
  type HubImage,
  type HubVisibility,
  hubSettingsSchema,
  type LanguageCode,
  slugify,
  type UpdateHubRequest,
} from "@coursewright/course-model";
import { schemaErrors, type Translate } from "../forms/validate";

/** A picked image: its media id, and an address to show it by until the hub answers with its own. */
export interface ImageChoice {
  media_id: number;
  url: string;
}

export interface HubFormValues {
  name: string;
  slug: string;
  description: string;
  logo: ImageChoice | null;
  cover: ImageChoice | null;
  og_image: ImageChoice | null;
  /** "theme": the colours of a course theme; "own": the three below. */
  color_source: "theme" | "own";
  theme_id: string | null;
  colors: HubColors;
  language: LanguageCode;
  currency: CurrencyCode;
  visibility: HubVisibility;
  published: boolean;
  seo_title: string;
  seo_description: string;
}

/** The settings fields, in the order the sections show them (for the first error to focus). */
export const HUB_FORM_FIELDS = [
  "name",
  "slug",
  "description",
  "language",
  "currency",
  "visibility",
  "published",
  "logo_media_id",
  "cover_media_id",
  "theme_id",
  "colors.primary",
  "colors.background",
  "colors.text",
  "seo_title",
  "seo_description",
  "og_image_media_id",
] as const;

const choiceOf = (image: HubImage | null): ImageChoice | null =>
  image ? { media_id: image.media_id, url: image.thumb_url ?? image.url } : null;

export function hubToForm(hub: Hub): HubFormValues {
  return {
    name: hub.name,
    slug: hub.slug,
    description: hub.description,
    logo: choiceOf(hub.logo),
    cover: choiceOf(hub.cover),
    og_image: choiceOf(hub.og_image),
    color_source: hub.theme_id === null ? "own" : "theme",
    theme_id: hub.theme_id === null ? null : String(hub.theme_id),
    colors: hub.colors,
    language: hub.language,
    currency: hub.currency,
    visibility: hub.visibility,
    published: hub.published,
    seo_title: hub.seo_title ?? "",
    seo_description: hub.seo_description ?? "",
  };
}

export function formToRequest(values: HubFormValues): UpdateHubRequest {
  const themeId = values.color_source === "theme" && values.theme_id ? Number(values.theme_id) : null;
  return {
    name: values.name,
    slug: values.slug,
    description: values.description,
    logo_media_id: values.logo?.media_id ?? null,
    cover_media_id: values.cover?.media_id ?? null,
    og_image_media_id: values.og_image?.media_id ?? null,
    theme_id: themeId,
    colors: values.colors,
    language: values.language,
    currency: values.currency,
    visibility: values.visibility,
    published: values.published,
    seo_title: values.seo_title,
    seo_description: values.seo_description,
  };
}

/**
 * Only the settings changed since the form was loaded or last saved: a save from a second tab (or an older page)
 * then changes what was edited there, and does not put back what another tab saved meanwhile (a published hub
 * unpublished, a new description lost).
 */
export function changedRequest(saved: HubFormValues, current: HubFormValues): UpdateHubRequest {
  const before: Record<string, unknown> = formToRequest(saved);
  const after = formToRequest(current);
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
  ) as UpdateHubRequest;
}

/** Checked with the schema the server runs (its messages), plus: a theme chosen when the colours come from one. */
export function validateHubForm(values: HubFormValues, translate: Translate): Record<string, string> {
  const errors = schemaErrors(hubSettingsSchema, formToRequest(values), translate);
  if (values.color_source === "theme" && !values.theme_id) errors.theme_id = translate("validation.required");
  return errors;
}

/**
 * The slug follows the name while the creator has not typed one of their own: it is "linked" when it is what the
 * name makes.
 */
export const slugFollowsName = (name: string, slug: string) => slugify(name) === slug;
