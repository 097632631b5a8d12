import { IconBrandYoutube } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { BlockViewProps } from "../faces";
import { EmptyMediaHint } from "../shared/EmptyMediaHint";
import { EMBED_PROVIDER_NAMES, embedPlayerUrl, videoEmbedSource } from "../shared/mediaEmbeds";
import { EmbedFrame } from "../shared/mediaViews";

/** A YouTube or Vimeo player filling the cell: the pasted link, else the library's embedded video. */
export function VideoEmbedView({ block, media, mode, onInteract }: BlockViewProps) {
  const { t } = useTranslation();
  const video = videoEmbedSource(block, media);
  const src = video && embedPlayerUrl(video, { autoplay: mode === "player" && block.autoplay });
  if (!video || !src)
    return (
      <EmptyMediaHint
        mode={mode}
        icon={IconBrandYoutube}
        text={t("blocks.video_embed.empty")}
        testId="block-view-videoEmbed"
      />
    );
  return (
    <div data-testid="block-view-videoEmbed" style={{ width: "100%", height: "100%", overflow: "hidden" }}>
      <EmbedFrame
        key={src}
        src={src}
        title={t("blocks.media_common.frame_title", { provider: EMBED_PROVIDER_NAMES[video.provider] })}
        mode={mode}
        onInteract={onInteract}
      />
    </div>
  );
}
