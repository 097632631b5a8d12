import {
  BLOCK_TYPE,
  blockTypeName,
  getBlockTraits,
  isBlockTypeCode,
  type TemplateBlockOutline,
} from "@coursewright/course-model";
import { Text } from "@mantine/core";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import "./templatePreview.css";

/** The four colours a sketch and a list tell blocks apart by; the list says the kind in words too. */
type Family = "text" | "question" | "interactive" | "media";

function familyOf(type: number): Family {
  if (!isBlockTypeCode(type)) return "media";
  if (type === BLOCK_TYPE.TEXT) return "text";
  const traits = getBlockTraits(type);
  if (traits.isQuiz) return "question";
  return traits.completable ? "interactive" : "media";
}

/** The sketch's rows are drawn this many pixels high: a typical page (30 rows) comes out about 75 px tall. */
const ROW_PX = 2.5;
/** Past this many rows the sketch is cut (its list below still names every block). */
const MAX_ROWS = 80;

/**
 * A page drawn small: each block a coloured box at its place on the 12-column grid, as the canvas has it.
 * Decorative (hidden from screen readers): the list beside it says the same in words.
 */
export function PageSketch({ blocks, wide = false }: { blocks: readonly TemplateBlockOutline[]; wide?: boolean }) {
  const rows = Math.min(MAX_ROWS, Math.max(8, ...blocks.map((block) => block.y + block.h)));
  const style: CSSProperties = { gridTemplateRows: `repeat(${rows}, ${wide ? ROW_PX * 2 : ROW_PX}px)` };
  return (
    <div className={wide ? "cw-page-sketch cw-page-sketch-wide" : "cw-page-sketch"} style={style} aria-hidden>
      {blocks
        .filter((block) => block.y < MAX_ROWS)
        .map((block) => (
          <span
            // Blocks of an outline have no ids; their places never overlap, so a corner names each one.
            key={`${block.x}-${block.y}`}
            className={`cw-sketch-block cw-sketch-${familyOf(block.type)}`}
            data-conditional={block.conditional || undefined}
            style={{
              gridColumn: `${block.x + 1} / span ${block.w}`,
              gridRow: `${block.y + 1} / span ${Math.min(block.h, MAX_ROWS - block.y)}`,
            }}
          />
        ))}
    </div>
  );
}

/** A page's blocks in reading order: kind (in the interface language), then the start of their text. */
export function PageBlockList({ blocks }: { blocks: readonly TemplateBlockOutline[] }) {
  const { t } = useTranslation();
  if (blocks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("templates.preview.empty_page")}
      </Text>
    );
  }
  return (
    <ul className="cw-outline-blocks" data-testid="template-preview-blocks">
      {blocks.map((block) => (
        <li key={`${block.x}-${block.y}`} className="cw-outline-block">
          <span className={`cw-outline-dot cw-sketch-${familyOf(block.type)}`} aria-hidden />
          <span className="cw-outline-kind">
            {isBlockTypeCode(block.type) ? t(`blocks.names.${blockTypeName(block.type)}`) : ""}
          </span>
          {block.excerpt !== "" && (
            <span className="cw-outline-excerpt" dir="auto">
              {block.excerpt}
            </span>
          )}
          {block.conditional && <span className="cw-outline-note">({t("templates.preview.shown_after")})</span>}
        </li>
      ))}
    </ul>
  );
}
