import { Center, Group, Stack, Text } from "@mantine/core";
import { IconMusic } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockViewProps } from "../faces";
import { EmptyMediaHint } from "../shared/EmptyMediaHint";
import { firstPresentMedia, mediaRowTitle } from "../shared/mediaItems";
import { playbackFlags } from "../shared/mediaPlayback";
import { useAutoPause, useAutoplay, usePlayedEnough, useRenewableSrc } from "../shared/mediaPlayer";

/** The file's title over a full-width native audio player, centred in the cell. */
export function AudioFileView({ block, media, mode, onInteract }: BlockViewProps) {
  const { t } = useTranslation();
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const present = firstPresentMedia(media);
  const flags = playbackFlags(block, mode, "audio");
  useAutoplay(audio, flags.autoPlay, flags.muted);
  useAutoPause(audio, block.pause_automatically);
  usePlayedEnough(audio, mode === "player", onInteract);
  const src = useRenewableSrc(audio, present?.item.url ?? "");
  if (!present)
    return (
      <EmptyMediaHint mode={mode} icon={IconMusic} text={t("blocks.audio_file.empty")} testId="block-view-audioFile" />
    );
  const title = mediaRowTitle(present.row, present.item);
  return (
    <Center data-testid="block-view-audioFile" h="100%" px="sm" py={6} style={{ overflow: "hidden" }}>
      <Stack gap={6} w="100%">
        <Group gap={8} wrap="nowrap" miw={0}>
          <IconMusic size={18} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
          <Text fw={600} size="sm" truncate title={title} style={{ minWidth: 0 }}>
            {title}
          </Text>
        </Group>
        {/* biome-ignore lint/a11y/useMediaCaption: uploaded audio comes without caption tracks. */}
        <audio
          ref={setAudio}
          key={present.item.id}
          src={src}
          controls
          preload="metadata"
          autoPlay={flags.autoPlay}
          loop={flags.loop}
          aria-label={title}
          style={{ display: "block", width: "100%" }}
        />
      </Stack>
    </Center>
  );
}
