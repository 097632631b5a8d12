import type { BlockMedia } from "@coursewright/course-model";
import { Stack, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps, BlockMediaOps } from "../faces";
import { MediaChooser } from "../shared/MediaChooser";
import { firstPresentMedia } from "../shared/mediaItems";

export function ImageEditor({ block, media, mediaOps }: BlockEditorProps) {
  const present = firstPresentMedia(media);
  return (
    <Stack gap="md" data-testid="block-editor-image">
      <MediaChooser block={block} current={present?.item ?? null} onPick={(item) => mediaOps.add(item)} />
      {present && <AltTextInput key={present.row.id} row={present.row} mediaOps={mediaOps} />}
    </Stack>
  );
}

function AltTextInput({ row, mediaOps }: { row: BlockMedia; mediaOps: BlockMediaOps }) {
  const { t } = useTranslation();
  const saved = row.alt_text ?? "";
  const [alt, setAlt] = useState(saved);
  // Undo brings back an earlier text: show it.
  useEffect(() => setAlt(saved), [saved]);
  return (
    <Textarea
      label={t("blocks.image.alt_text")}
      description={t("blocks.image.alt_text_hint")}
      placeholder={t("blocks.image.alt_text_placeholder")}
      autosize
      minRows={2}
      maxRows={6}
      maxLength={1000}
      value={alt}
      onChange={(event) => setAlt(event.currentTarget.value)}
      // Saved when the field is left: one undo step per edit, not per key.
      onBlur={() => {
        const next = alt.trim() ? alt.trim() : null;
        if (next !== row.alt_text) mediaOps.update(row.id, { alt_text: next });
      }}
    />
  );
}
