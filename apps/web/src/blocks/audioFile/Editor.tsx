import { Stack } from "@mantine/core";
import type { BlockEditorProps } from "../faces";
import { MediaChooser } from "../shared/MediaChooser";
import { firstPresentMedia } from "../shared/mediaItems";
import { PlaybackSwitches } from "../shared/mediaSwitches";

export function AudioFileEditor({ block, media, onChange, mediaOps }: BlockEditorProps) {
  const present = firstPresentMedia(media);
  return (
    <Stack gap="md" data-testid="block-editor-audioFile">
      <MediaChooser block={block} current={present?.item ?? null} onPick={(item) => mediaOps.add(item)} />
      <PlaybackSwitches block={block} onChange={onChange} kind="audio" />
    </Stack>
  );
}
