import type { BlockPatch, MediaItem } from "@coursewright/course-model";
import { Stack, Text, ThemeIcon } from "@mantine/core";
import { IconClick } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BlockProperties } from "../../blocks/common/BlockProperties";
import { BlockEditingContext } from "../../blocks/editing";
import type { BlockMediaOps } from "../../blocks/faces";
import { addBlockMedia, deleteBlockMedia, moveBlockMedia, updateBlock, updateBlockMedia } from "../actions";
import { useSelectedBlock } from "../selectors";
import { useEditingContext } from "./useEditingContext";

/** The right drawer's Block tab: the selected block's properties, or a hint to select one. */
export function BlockPanel() {
  const { t } = useTranslation();
  const selected = useSelectedBlock();
  const blockId = selected?.block.id ?? null;
  const context = useEditingContext(blockId);
  const mediaOps = useMemo<BlockMediaOps | null>(
    () =>
      blockId === null
        ? null
        : {
            add: (item: MediaItem, patch) => addBlockMedia(blockId, item, patch),
            update: updateBlockMedia,
            move: moveBlockMedia,
            remove: deleteBlockMedia,
          },
    [blockId],
  );

  if (!selected || !context || !mediaOps) {
    return (
      <Stack align="center" ta="center" gap="sm" py="xl" data-testid="block-panel-empty">
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          <IconClick size={26} />
        </ThemeIcon>
        <Text size="sm" c="dimmed" maw={240}>
          {t("builder.block.none_selected")}
        </Text>
      </Stack>
    );
  }
  const { block, media } = selected;
  return (
    <BlockEditingContext.Provider value={context}>
      <BlockProperties
        key={block.id}
        block={block}
        media={media}
        onChange={(patch: BlockPatch) => updateBlock(block.id, patch)}
        mediaOps={mediaOps}
      />
    </BlockEditingContext.Provider>
  );
}
