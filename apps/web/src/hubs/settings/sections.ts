/** The settings page's sections, in the order of its navigation; the first four are saved with the save bar;
 * payouts are the creator's (one account for all their hubs), shown here where selling is set up. */
export const HUB_SECTIONS = [
  "general",
  "appearance",
  "courses",
  "catalogue",
  "bundles",
  "events",
  "banners",
  "seo",
  "sharing",
  "payouts",
] as const;
export type HubSection = (typeof HUB_SECTIONS)[number];

/** The sections whose fields wait for the save bar; the others save each thing as it is made. */
export const SAVE_BAR_SECTIONS: readonly HubSection[] = ["general", "appearance", "courses", "seo"];

export const isHubSection = (value: string | null): value is HubSection =>
  HUB_SECTIONS.some((section) => section === value);

/** Where each settings field is edited, so a save that finds a problem can show it. */
export function sectionOfField(field: string): HubSection {
  if (/^(logo_media_id|cover_media_id|theme_id|colors)/.test(field)) return "appearance";
  if (/^(seo_|og_image)/.test(field)) return "seo";
  if (field.startsWith("courses")) return "courses";
  return "general";
}
