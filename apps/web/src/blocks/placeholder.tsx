import { blockTypeName } from "@coursewright/course-model";
import { Center, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps, BlockFace, BlockViewProps } from "./faces";

/** Drawn for a block whose type has no faces in this build, so a course holding one still opens. */
export function PlaceholderView({ block }: BlockViewProps) {
  const { t } = useTranslation();
  return (
    <Center h="100%" p="sm" data-testid="block-placeholder">
      <Text size="sm" c="dimmed">
        {t(`blocks.names.${blockTypeName(block.type)}`)}
      </Text>
    </Center>
  );
}

export function NoOwnProperties(_props: BlockEditorProps) {
  return null;
}

export const placeholderFace = (Icon: BlockFace["Icon"]): BlockFace => ({
  View: PlaceholderView,
  Editor: NoOwnProperties,
  Icon,
});
