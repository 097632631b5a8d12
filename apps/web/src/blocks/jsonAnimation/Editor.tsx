import { NumberInput, Stack, Switch } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DraftTextInput, fromNullable, toNullable } from "../carousel/draftFields";
import type { BlockEditorProps } from "../faces";
import { MediaChooser } from "../shared/MediaChooser";
import { ANIMATION_DELAY_MAX_SECONDS, delayMsToSeconds, secondsToDelayMs } from "./delay";

export function JsonAnimationEditor({ block, media, onChange, mediaOps }: BlockEditorProps) {
  const { t } = useTranslation();
  const row = media[0];
  return (
    <Stack gap="md" data-testid="block-editor-jsonAnimation">
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
        label={t("blocks.animation.autoplay")}
        description={t("blocks.animation.autoplay_hint")}
        checked={block.autoplay}
        onChange={(event) => onChange({ autoplay: event.currentTarget.checked })}
      />
      <Switch
        label={t("blocks.animation.loop")}
        checked={block.loop_playback}
        onChange={(event) => onChange({ loop_playback: event.currentTarget.checked })}
      />
      <DelayInput ms={block.animation_delay} onCommit={(ms) => onChange({ animation_delay: ms })} />
    </Stack>
  );
}

/** The delay in seconds, saved on blur as milliseconds. */
function DelayInput({ ms, onCommit }: { ms: number; onCommit(ms: number): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number | string>(delayMsToSeconds(ms));
  const [shown, setShown] = useState(ms);
  if (ms !== shown) {
    setShown(ms);
    setDraft(delayMsToSeconds(ms));
  }
  const save = () => {
    const next = secondsToDelayMs(draft);
    setDraft(delayMsToSeconds(next));
    if (next !== ms) onCommit(next);
  };
  return (
    <NumberInput
      label={t("blocks.animation.delay")}
      description={t("blocks.animation.delay_hint")}
      suffix={` ${t("blocks.animation.seconds_short")}`}
      min={0}
      max={ANIMATION_DELAY_MAX_SECONDS}
      step={0.5}
      decimalScale={3}
      clampBehavior="blur"
      value={draft}
      onChange={setDraft}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === "Enter") save();
      }}
    />
  );
}
