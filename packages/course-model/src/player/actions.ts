import type { BlockAction } from "../course/block";

/**
 * What a button or clickable animation action does in the player, as data the UI carries out: go to a page
 * of this attempt, or open a web link in a new tab.
 */
export type PlayerAction =
  | { kind: "go_to_page"; pageId: number }
  | { kind: "open_link"; url: string; target: "_blank" };

/** Only http and https leave for the web: a javascript: or data: URL would run in the learner's session. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * The action to carry out, or null when there is none: a page not in this attempt's order (cut by
 * limit_pages_number, or deleted since) is ignored, and so is a link that is not http or https.
 */
export function resolveAction(action: BlockAction, order: readonly number[]): PlayerAction | null {
  if (action.type === "link_to_page") {
    return order.includes(action.page_id) ? { kind: "go_to_page", pageId: action.page_id } : null;
  }
  return isWebUrl(action.url) ? { kind: "open_link", url: action.url, target: "_blank" } : null;
}

/** A block's actions in order, those that do nothing left out. */
export const resolveActions = (actions: readonly BlockAction[], order: readonly number[]): PlayerAction[] =>
  actions.flatMap((action) => {
    const resolved = resolveAction(action, order);
    return resolved ? [resolved] : [];
  });
