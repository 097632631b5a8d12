import type { Extensions } from "@tiptap/core";
import TextAlign from "@tiptap/extension-text-align";
import { Color, TextStyle } from "@tiptap/extension-text-style";
import StarterKit from "@tiptap/starter-kit";
import { safeLinkUrl } from "./sanitize";

/**
 * What an author may write in rich text, shared by the drawer's editor and the canvas's inline one so both
 * produce the HTML the sanitiser keeps. `ownHistory: false` leaves undo to the builder (the canvas).
 */
export function richTextExtensions({ ownHistory = true }: { ownHistory?: boolean } = {}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        isAllowedUri: (url) => safeLinkUrl(url) !== null,
      },
      ...(ownHistory ? {} : { undoRedo: false as const }),
    }),
    TextStyle,
    Color,
    TextAlign.configure({ types: ["heading", "paragraph"] }),
  ];
}
