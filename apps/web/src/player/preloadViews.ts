import type { PlayerPage } from "@coursewright/course-model";
import { preloadView } from "../blocks/viewRegistry";

/** Starts loading the views a page needs as soon as its blocks are known, so showing it waits for nothing. */
export function preloadPageViews(page: PlayerPage): void {
  for (const type of new Set(page.page_blocks.map((block) => block.type))) {
    preloadView(type).catch((error: unknown) => console.error("loading a block view failed", error));
  }
}
