import { HORIZONTAL_ALIGN } from "@coursewright/course-model";
import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DraftTextInput } from "../common/DraftTextInput";
import { SegmentedField } from "../common/SegmentedField";
import type { BlockEditorProps } from "../faces";

/** The label and where the button sits; its colours and actions are in the common properties below. */
export function ButtonEditor({ block, onChange }: BlockEditorProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="block-editor-button">
      <DraftTextInput
        label={t("blocks.button.label")}
        description={t("builder.inline.also_on_canvas")}
        placeholder={t("blocks.button.default_label")}
        maxLength={500}
        value={block.text ?? ""}
        onCommit={(text) => onChange({ text: text === "" ? null : text })}
      />
      <SegmentedField
        label={t("blocks.button.position")}
        value={block.horizontal_align}
        onChange={(horizontal_align) => onChange({ horizontal_align })}
        options={[
          { value: HORIZONTAL_ALIGN.LEFT, label: t("blocks.button.align_left") },
          { value: HORIZONTAL_ALIGN.CENTER, label: t("blocks.button.align_center") },
          { value: HORIZONTAL_ALIGN.RIGHT, label: t("blocks.button.align_right") },
        ]}
      />
    </Stack>
  );
}
