import type { Page } from "@coursewright/course-model";
import type { CSSProperties } from "react";

/**
 * The page's own background as CSS, for the builder's canvas and the player alike. "inherit" and unset
 * options leave the theme's (or the browser's) default in place, so they write nothing.
 */
export function pageBackgroundStyle(page: Page): CSSProperties {
  const style: CSSProperties = {};
  if (page.background_color) style.backgroundColor = page.background_color;
  const url = page.background_image_media?.url;
  if (url) {
    style.backgroundImage = `url(${JSON.stringify(url)})`;
    if (page.background_size && page.background_size !== "inherit") style.backgroundSize = page.background_size;
    if (page.background_repeat && page.background_repeat !== "inherit") style.backgroundRepeat = page.background_repeat;
    if (page.background_position && page.background_position !== "inherit")
      style.backgroundPosition = page.background_position;
  }
  return style;
}
