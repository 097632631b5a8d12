import { BLOCK_TYPE, type PageBlock } from "@coursewright/course-model";
import type { MediaItemRow, PageBlockRow } from "../../db/schema";
import type { Signer } from "../../http/signing";
import { signedMediaUrls } from "../media/presenter";

// Choice options may show an image of the creator's library (settings.options[].image_media_id). Settings
// keep only the id; the answer adds a signed `image_url` each time it is presented, like block media, so
// links never outlive their signature and a save (whose schema drops unknown keys) stores no URL.
const CHOICE_TYPES: ReadonlySet<number> = new Set([BLOCK_TYPE.QUIZ_SINGLE_CHOICE, BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE]);

interface OptionLike {
  image_media_id?: unknown;
}

const optionsOf = (block: Pick<PageBlockRow, "type" | "settings">): OptionLike[] => {
  if (!CHOICE_TYPES.has(block.type)) return [];
  const options = (block.settings as { options?: unknown }).options;
  return Array.isArray(options) ? options.filter((o): o is OptionLike => typeof o === "object" && o !== null) : [];
};

/** Library ids the choice options of these blocks show. */
export function optionImageIds(blocks: readonly Pick<PageBlockRow, "type" | "settings">[]): number[] {
  return blocks.flatMap((block) =>
    optionsOf(block).flatMap((option) => (typeof option.image_media_id === "number" ? [option.image_media_id] : [])),
  );
}

/**
 * The block as presented, its options carrying `image_url` when their image is one of `ownerId`'s images
 * (an id of anybody else's item, or of a deleted one, shows no image).
 */
export function withOptionImages(
  block: PageBlock,
  items: ReadonlyMap<number, MediaItemRow>,
  ownerId: number,
  signer: Signer,
): PageBlock {
  const options = optionsOf(block);
  if (options.length === 0) return block;
  const presented = options.map((option) => {
    const item = typeof option.image_media_id === "number" ? items.get(option.image_media_id) : undefined;
    if (!item || item.user_id !== ownerId) return option;
    return { ...option, image_url: signedMediaUrls(signer, item).url };
  });
  return { ...block, settings: { ...block.settings, options: presented } };
}
