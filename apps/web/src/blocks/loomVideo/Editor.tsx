import { Button, Divider, Stack, Text, Textarea } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "../faces";
import { MediaChooser } from "../shared/MediaChooser";
import { embedOfItem, loomLinkPatch } from "../shared/mediaEmbeds";
import { firstPresentMedia } from "../shared/mediaItems";

/** A pasted Loom link (or Loom's embed code) or a Loom video of the library; taking one clears the other. */
export function LoomVideoEditor({ block, media, onChange, mediaOps }: BlockEditorProps) {
  const { t } = useTranslation();
  const present = firstPresentMedia(media);
  const saved = block.embed ?? "";
  const [link, setLink] = useState(saved);
  const [linkError, setLinkError] = useState(false);
  const [pickError, setPickError] = useState(false);
  useEffect(() => {
    setLink(saved);
    setLinkError(false);
  }, [saved]);

  const commitLink = () => {
    if (link.trim() === saved.trim()) return setLinkError(false);
    const result = loomLinkPatch(link);
    setLinkError(!result.ok);
    if (!result.ok) return;
    onChange(result.patch);
    // Embed code pasted: show the link taken out of it.
    setLink(result.patch.embed ?? "");
    if (result.patch.embed) for (const row of media) mediaOps.remove(row.id);
  };

  return (
    <Stack gap="md" data-testid="block-editor-loomVideo">
      <Textarea
        label={t("blocks.loom_video.link_label")}
        description={t("blocks.loom_video.link_hint")}
        placeholder="https://www.loom.com/share/…"
        autosize
        minRows={1}
        maxRows={4}
        value={link}
        error={linkError ? t("blocks.loom_video.link_invalid") : undefined}
        onChange={(event) => {
          setLink(event.currentTarget.value);
          setLinkError(false);
        }}
        onBlur={commitLink}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commitLink();
          }
        }}
      />
      <Divider label={t("blocks.media_common.or_library")} labelPosition="center" />
      <MediaChooser
        block={block}
        current={present?.item ?? null}
        onPick={(item) => {
          const accepted = embedOfItem(item)?.provider === "loom";
          setPickError(!accepted);
          if (!accepted) return;
          mediaOps.add(item);
          if (block.embed || block.embed_link_id) onChange({ embed: null, embed_link_id: null });
        }}
      />
      {pickError && (
        <Text size="sm" c="red" role="alert">
          {t("blocks.loom_video.not_loom")}
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
    </Stack>
  );
}
