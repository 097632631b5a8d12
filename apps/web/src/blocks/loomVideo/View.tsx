import { IconBrandLoom } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { BlockViewProps } from "../faces";
import { EmptyMediaHint } from "../shared/EmptyMediaHint";
import { EMBED_PROVIDER_NAMES, embedPlayerUrl, loomSource } from "../shared/mediaEmbeds";
import { EmbedFrame } from "../shared/mediaViews";

/** Loom's player filling the cell: the pasted share link, else a Loom video of the library. */
export function LoomVideoView({ block, media, mode, onInteract }: BlockViewProps) {
  const { t } = useTranslation();
  const video = loomSource(block, media);
  // Loom's embed has no documented autoplay parameter, so the block's autoplay flag is not offered for it.
  const src = video && embedPlayerUrl(video, { autoplay: false });
  if (!src)
    return (
      <EmptyMediaHint
        mode={mode}
        icon={IconBrandLoom}
        text={t("blocks.loom_video.empty")}
        testId="block-view-loomVideo"
      />
    );
  return (
    <div data-testid="block-view-loomVideo" style={{ width: "100%", height: "100%", overflow: "hidden" }}>
      <EmbedFrame
        key={src}
        src={src}
        title={t("blocks.media_common.frame_title", { provider: EMBED_PROVIDER_NAMES.loom })}
        mode={mode}
        onInteract={onInteract}
      />
    </div>
  );
}
