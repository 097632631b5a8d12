import {
  type BuilderState,
  blockTypeName,
  findItem,
  type LayoutBlock,
  type SaveCourseRequest,
  type SaveOverlap,
} from "@coursewright/course-model";

export interface FieldProblem {
  /** What the field belongs to, as the author knows it ("Image with hotspots on “Intro”"), or null. */
  item: string | null;
  /** The field inside it, readable ("settings › hotspots"). */
  field: string;
  message: string;
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

const SETS = ["topics", "pages", "page_blocks", "page_blocks_media"] as const;
type SetName = (typeof SETS)[number];

const readable = (path: string) =>
  path
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part.replace(/_/g, " ")))
    .join(" › ");

function itemLabel(state: BuilderState, set: SetName, id: number, t: Translate): string | null {
  const pageTitle = (pageId: number) => findItem(state, "pages", pageId)?.title ?? "";
  switch (set) {
    case "topics": {
      const topic = findItem(state, "topics", id);
      return topic ? t("builder.save_failed.topic", { title: topic.title }) : null;
    }
    case "pages": {
      const page = findItem(state, "pages", id);
      return page ? t("builder.save_failed.page", { title: page.title }) : null;
    }
    case "page_blocks": {
      const block = findItem(state, "blocks", id);
      if (!block) return null;
      const type = t(`blocks.names.${blockTypeName(block.type)}`);
      return t("builder.save_failed.block", { type, page: pageTitle(block.page_id) });
    }
    case "page_blocks_media": {
      const media = findItem(state, "blockMedia", id);
      const block = media ? findItem(state, "blocks", media.block_id) : undefined;
      if (!block) return null;
      const type = t(`blocks.names.${blockTypeName(block.type)}`);
      return t("builder.save_failed.block", { type, page: pageTitle(block.page_id) });
    }
  }
}

const setsOf = (sent: SaveCourseRequest): Record<string, readonly (number | { id: number })[]> => ({
  new_topics: sent.new_topics,
  new_pages: sent.new_pages,
  new_page_blocks: sent.new_page_blocks,
  new_page_blocks_media: sent.new_page_blocks_media,
  updated_topics: sent.updated_topics,
  updated_pages: sent.updated_pages,
  updated_page_blocks: sent.updated_page_blocks,
  updated_page_blocks_media: sent.updated_page_blocks_media,
  deleted_topics: sent.deleted_topics,
  deleted_pages: sent.deleted_pages,
  deleted_page_blocks: sent.deleted_page_blocks,
  deleted_page_blocks_media: sent.deleted_page_blocks_media,
});

/**
 * The server names a refused field by its place in the save (`new_page_blocks.0.settings.hotspots`); the
 * author knows blocks by type and page. The payload that was sent maps the index back to the item.
 */
export function describeFieldErrors(
  errors: Readonly<Record<string, string>>,
  sent: SaveCourseRequest,
  state: BuilderState,
  t: Translate,
): FieldProblem[] {
  return Object.entries(errors).map(([key, message]) => {
    const match = /^(new|updated|deleted)_(topics|pages|page_blocks_media|page_blocks)\.(\d+)(?:\.(.+))?$/.exec(key);
    if (!match) return { item: null, field: readable(key), message };
    const [, kind = "", setName = "", index = "0", rest = ""] = match;
    const set = SETS.find((name) => name === setName) ?? "topics";
    const entry = setsOf(sent)[`${kind}_${set}`]?.[Number(index)];
    const id = typeof entry === "number" ? entry : entry?.id;
    const item = id === undefined ? null : itemLabel(state, set, id, t);
    return { item, field: item ? readable(rest) : readable(key), message };
  });
}

/** Each pair of blocks on one cell as the author knows them: "On page “Intro”: Text (column 1, row 1) overlaps…". */
export function describeOverlaps(overlaps: readonly SaveOverlap[], state: BuilderState, t: Translate): string[] {
  const label = ({ id, displaying_settings: { x, y } }: LayoutBlock) => {
    const block = findItem(state, "blocks", id);
    const type = block ? t(`blocks.names.${blockTypeName(block.type)}`) : "";
    return t("builder.layout_overlap.block", { type, column: x + 1, row: y + 1 });
  };
  return overlaps.map(({ pageId, block, other }) =>
    t("builder.layout_overlap.pair", {
      page: findItem(state, "pages", pageId)?.title ?? "",
      block: label(block),
      other: label(other),
    }),
  );
}
