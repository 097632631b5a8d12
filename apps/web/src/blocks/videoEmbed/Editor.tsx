import { Button, Divider, Stack, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "../faces";
import { MediaChooser } from "../shared/MediaChooser";
import { embedOfItem, videoEmbedLinkPatch } from "../shared/mediaEmbeds";
import { firstPresentMedia } from "../shared/mediaItems";
import { PlaybackSwitches } from "../shared/mediaSwitches";

/**
 * A pasted link or a library video, never both: taking one clears the other, so what the author sees here
 * is what the view plays.
 */
export function VideoEmbedEditor({ block, media, onChange, mediaOps }: BlockEditorProps) {
  const { t } = useTranslation();
  const present = firstPresentMedia(media);
  const saved = block.video_embed_link ?? "";
  const [link, setLink] = useState(saved);
  const [linkError, setLinkError] = useState(false);
  const [pickError, setPickError] = useState(false);
  useEffect(() => {
    setLink(saved);
    setLinkError(false);
  }, [saved]);

  const commitLink = () => {
    if (link.trim() === saved.trim()) return setLinkError(false);
    const result = videoEmbedLinkPatch(link);
    setLinkError(!result.ok);
    if (!result.ok) return;
    onChange(result.patch);
    if (result.patch.video_embed_link) for (const row of media) mediaOps.remove(row.id);
  };

  return (
    <Stack gap="md" data-testid="block-editor-videoEmbed">
      <TextInput
        label={t("blocks.video_embed.link_label")}
        placeholder="https://www.youtube.com/watch?v=…"
        type="url"
        value={link}
        error={linkError ? t("blocks.video_embed.link_invalid") : undefined}
        onChange={(event) => {
          setLink(event.currentTarget.value);
          setLinkError(false);
        }}
        onBlur={commitLink}
        onKeyDown={(event) => {
          if (event.key === "Enter") commitLink();
        }}
      />
      <Divider label={t("blocks.media_common.or_library")} labelPosition="center" />
      <MediaChooser
        block={block}
        current={present?.item ?? null}
        onPick={(item) => {
          const embed = embedOfItem(item);
          // The library's embed videos include Loom recordings, which have their own block.
          const accepted = embed?.provider === "youtube" || embed?.provider === "vimeo";
          setPickError(!accepted);
          if (!accepted) return;
          mediaOps.add(item);
          if (block.video_embed_link || block.video_embed_link_id)
            onChange({ video_embed_link: null, video_embed_link_id: null });
        }}
      />
      {pickError && (
        <Text size="sm" c="red" role="alert">
          {t("blocks.video_embed.not_youtube_vimeo")}
        </Text>
      )}
      {present && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => mediaOps.remove(present.row.id)}
        >
          {t("blocks.media_common.remove_video")}
        </Button>
      )}
      <PlaybackSwitches block={block} onChange={onChange} kind="embed" />
    </Stack>
  );
}
