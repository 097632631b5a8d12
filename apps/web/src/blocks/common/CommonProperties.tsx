import { ANIMATION_DELAY_MAX_MS, BLOCK_TYPE, getBlockTraits, TEXT_VERTICAL_ALIGN } from "@coursewright/course-model";
import { NumberInput, Select, Stack, Switch } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "../faces";
import { ColorField } from "./ColorField";
import { drawsOwnColours, ENTRANCE_ANIMATIONS, isEntranceAnimation, isTextLike } from "./frame";
import { SegmentedField } from "./SegmentedField";

/** An animation block starts its Lottie after animation_delay and its own editor sets it there. */
const DELAY_EDITED_BY_TYPE: ReadonlySet<number> = new Set([BLOCK_TYPE.JSON_ANIMATION]);

const NO_ANIMATION = "none";

/** Seconds as the author types them; milliseconds as the block stores them. */
function DelayField({ ms, onCommit }: { ms: number; onCommit(ms: number): void }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState<number | string>(ms / 1000);
  useEffect(() => setSeconds(ms / 1000), [ms]);
  const commit = () => {
    const value = typeof seconds === "number" ? seconds : Number.parseFloat(seconds);
    const next = Number.isFinite(value) ? Math.min(Math.max(Math.round(value * 1000), 0), ANIMATION_DELAY_MAX_MS) : 0;
    setSeconds(next / 1000);
    if (next !== ms) onCommit(next);
  };
  return (
    <NumberInput
      size="xs"
      label={t("blocks.common.animation_delay")}
      suffix={` ${t("blocks.common.seconds_short")}`}
      min={0}
      max={ANIMATION_DELAY_MAX_MS / 1000}
      step={0.1}
      decimalScale={1}
      value={seconds}
      onChange={setSeconds}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
      }}
    />
  );
}

/** Properties every block has (spec 3 Page block): colours, border, alignment, completion, entrance. */
export function CommonProperties({ block, onChange }: Pick<BlockEditorProps, "block" | "onChange">) {
  const { t } = useTranslation();
  const ownColours = drawsOwnColours(block.type);
  const textLike = isTextLike(block.type);
  const { completable } = getBlockTraits(block.type);
  const animation = isEntranceAnimation(block.animation) ? block.animation : NO_ANIMATION;

  return (
    <Stack gap="sm" data-testid="common-properties">
      <ColorField
        label={ownColours ? t("blocks.common.button_color") : t("blocks.common.background_color")}
        value={block.background_color}
        onChange={(background_color) => onChange({ background_color })}
      />
      {(textLike || ownColours) && (
        <ColorField
          label={ownColours ? t("blocks.common.label_color") : t("blocks.common.text_color")}
          value={block.text_color}
          onChange={(text_color) => onChange({ text_color })}
        />
      )}
      <Switch
        label={t("blocks.common.border_visible")}
        checked={block.border_is_visible}
        onChange={(event) => onChange({ border_is_visible: event.currentTarget.checked })}
      />
      {textLike && (
        <SegmentedField
          label={t("blocks.common.vertical_align")}
          value={block.text_vertical_align}
          onChange={(text_vertical_align) => onChange({ text_vertical_align })}
          options={[
            { value: TEXT_VERTICAL_ALIGN.TOP, label: t("blocks.common.align_top") },
            { value: TEXT_VERTICAL_ALIGN.CENTER, label: t("blocks.common.align_center") },
            { value: TEXT_VERTICAL_ALIGN.BOTTOM, label: t("blocks.common.align_bottom") },
          ]}
        />
      )}
      {completable && (
        <Switch
          label={t("blocks.common.completion_required")}
          description={t("blocks.common.completion_required_hint")}
          checked={block.completion_required}
          onChange={(event) => onChange({ completion_required: event.currentTarget.checked })}
        />
      )}
      <Select
        size="xs"
        label={t("blocks.common.animation")}
        allowDeselect={false}
        value={animation}
        onChange={(value) => {
          const next = value && isEntranceAnimation(value) ? value : null;
          if (next !== block.animation) onChange({ animation: next });
        }}
        data={[
          { value: NO_ANIMATION, label: t("blocks.common.animation_none") },
          ...ENTRANCE_ANIMATIONS.map((name) => ({
            value: name,
            label: t(`blocks.common.animations.${name.replace("-", "_")}`),
          })),
        ]}
      />
      {animation !== NO_ANIMATION && !DELAY_EDITED_BY_TYPE.has(block.type) && (
        <DelayField ms={block.animation_delay} onCommit={(animation_delay) => onChange({ animation_delay })} />
      )}
    </Stack>
  );
}
