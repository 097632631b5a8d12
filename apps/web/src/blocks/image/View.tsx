import { imageCaption } from "@coursewright/course-model";
import { IconPhoto } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { BlockViewProps } from "../faces";
import { EmptyMediaHint } from "../shared/EmptyMediaHint";
import { useInlineEditing } from "../shared/inlineEditing";
import { firstPresentMedia } from "../shared/mediaItems";
import "./image.css";

/** Longer than the schema allows is cut by the schema; the field stops there too. */
const CAPTION_MAX = 500;

/**
 * The image contained in its cell, whatever the cell's shape; alt text from the block's media row. With a caption
 * it is a figure, the caption under the image taking the height it needs. In the builder's selected block the
 * caption is typed in place, under the image (an empty one shows its placeholder there).
 */
export function ImageView({ block, media, mode }: BlockViewProps) {
  const { t } = useTranslation();
  const inline = useInlineEditing();
  const present = firstPresentMedia(media);
  if (!present)
    return <EmptyMediaHint mode={mode} icon={IconPhoto} text={t("blocks.image.empty")} testId="block-view-image" />;
  const { row, item } = present;
  const caption = imageCaption(block.settings);
  return (
    <figure className="cw-image" data-testid="block-view-image">
      <div className="cw-image__frame">
        <img
          src={item.url}
          // An empty alt marks a decorative image, which screen readers skip rather than reading the file name.
          alt={row.alt_text?.trim() ?? ""}
          draggable={false}
          className="cw-image__img"
        />
      </div>
      {inline ? (
        <div className="cw-image__caption" data-testid="image-caption">
          <inline.Plain
            value={typeof block.settings.caption === "string" ? block.settings.caption : ""}
            label={t("blocks.image.caption")}
            placeholder={t("blocks.image.caption_placeholder")}
            maxLength={CAPTION_MAX}
            onCommit={(text) =>
              inline.patch((current) => {
                const { caption: _old, ...rest } = current.settings;
                return { settings: text.trim() === "" ? rest : { ...rest, caption: text } };
              })
            }
          />
        </div>
      ) : (
        caption && (
          <figcaption className="cw-image__caption" data-testid="image-caption">
            {caption}
          </figcaption>
        )
      )}
    </figure>
  );
}
