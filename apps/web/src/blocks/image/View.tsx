import { IconPhoto } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { BlockViewProps } from "../faces";
import { EmptyMediaHint } from "../shared/EmptyMediaHint";
import { firstPresentMedia } from "../shared/mediaItems";

/** The image contained in its cell, whatever the cell's shape; alt text from the block's media row. */
export function ImageView({ media, mode }: BlockViewProps) {
  const { t } = useTranslation();
  const present = firstPresentMedia(media);
  if (!present)
    return <EmptyMediaHint mode={mode} icon={IconPhoto} text={t("blocks.image.empty")} testId="block-view-image" />;
  const { row, item } = present;
  return (
    <div data-testid="block-view-image" style={{ width: "100%", height: "100%", overflow: "hidden" }}>
      <img
        src={item.url}
        // An empty alt marks a decorative image, which screen readers skip rather than reading the file name.
        alt={row.alt_text?.trim() ?? ""}
        draggable={false}
        style={{ display: "block", width: "100%", height: "100%", objectFit: "contain" }}
      />
    </div>
  );
}
