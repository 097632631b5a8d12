import { IconMovie } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockViewProps } from "../faces";
import { EmptyMediaHint } from "../shared/EmptyMediaHint";
import { firstPresentMedia } from "../shared/mediaItems";
import { playbackFlags } from "../shared/mediaPlayback";
import { useAutoPause, useAutoplay, usePlayedEnough, useRenewableSrc } from "../shared/mediaPlayer";

/** The uploaded video in a native player filling the cell, letterboxed on black. */
export function VideoFileView({ block, media, mode, onInteract }: BlockViewProps) {
  const { t } = useTranslation();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const present = firstPresentMedia(media);
  const flags = playbackFlags(block, mode, "video");
  useAutoplay(video, flags.autoPlay, flags.muted);
  useAutoPause(video, block.pause_automatically);
  usePlayedEnough(video, mode === "player", onInteract);
  const src = useRenewableSrc(video, present?.item.url ?? "");
  if (!present)
    return (
      <EmptyMediaHint mode={mode} icon={IconMovie} text={t("blocks.video_file.empty")} testId="block-view-videoFile" />
    );
  return (
    <div
      data-testid="block-view-videoFile"
      style={{ width: "100%", height: "100%", overflow: "hidden", background: "#000" }}
    >
      <video
        ref={setVideo}
        key={present.item.id}
        src={src}
        controls
        playsInline
        preload="metadata"
        autoPlay={flags.autoPlay}
        muted={flags.muted}
        loop={flags.loop}
        aria-label={present.item.title}
        style={{ display: "block", width: "100%", height: "100%", objectFit: "contain" }}
      />
    </div>
  );
}
