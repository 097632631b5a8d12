import type { BlockPatch, PageBlock } from "@coursewright/course-model";
import { Stack, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * The playback switches of video and audio blocks: block fields, one undoable edit per flip. Pausing
 * automatically is for files played here; embedded players ignore it (their frame is not ours to pause).
 */
export function PlaybackSwitches({
  block,
  onChange,
  kind,
}: {
  block: Pick<PageBlock, "autoplay" | "loop_playback" | "pause_automatically">;
  onChange(patch: BlockPatch): void;
  kind: "video" | "audio" | "embed";
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Switch
        label={t("blocks.media_common.autoplay")}
        description={t(
          kind === "audio" ? "blocks.media_common.autoplay_hint_audio" : "blocks.media_common.autoplay_hint_video",
        )}
        checked={block.autoplay}
        onChange={(event) => onChange({ autoplay: event.currentTarget.checked })}
      />
      {kind !== "embed" && (
        <>
          <Switch
            label={t("blocks.media_common.loop")}
            checked={block.loop_playback}
            onChange={(event) => onChange({ loop_playback: event.currentTarget.checked })}
          />
          <Switch
            label={t("blocks.media_common.pause_automatically")}
            description={t("blocks.media_common.pause_automatically_hint")}
            checked={block.pause_automatically}
            onChange={(event) => onChange({ pause_automatically: event.currentTarget.checked })}
          />
        </>
      )}
    </Stack>
  );
}
