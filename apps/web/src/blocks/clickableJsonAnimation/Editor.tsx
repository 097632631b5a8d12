import { Stack, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DraftTextInput, fromNullable, toNullable } from "../carousel/draftFields";
import type { BlockEditorProps } from "../faces";
import { MediaChooser } from "../shared/MediaChooser";

/** The animation and whether it loops; its actions are edited with the common properties. */
export function ClickableJsonAnimationEditor({ block, media, onChange, mediaOps }: BlockEditorProps) {
  const { t } = useTranslation();
  const row = media[0];
  return (
    <Stack gap="md" data-testid="block-editor-clickableJsonAnimation">
      <MediaChooser block={block} current={row?.medialibrary_item ?? null} onPick={(item) => mediaOps.add(item)} />
      {row && (
        <DraftTextInput
          label={t("blocks.animation.alt_text")}
          description={t("blocks.animation.alt_text_hint")}
          value={fromNullable(row.alt_text)}
          onCommit={(text) => mediaOps.update(row.id, { alt_text: toNullable(text) })}
        />
      )}
      <Switch
        label={t("blocks.animation.loop")}
        checked={block.loop_playback}
        onChange={(event) => onChange({ loop_playback: event.currentTarget.checked })}
      />
    </Stack>
  );
}
