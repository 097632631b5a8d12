import { Button, SimpleGrid, Stack, Text, Title, Tooltip, UnstyledButton } from "@mantine/core";
import { IconClipboard } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BLOCK_FACES } from "../../blocks/registry";
import { addBlock, pasteBlock } from "../actions";
import { shortcutKeys } from "../shortcuts";
import { useBuilderState, useBuilderStore } from "../store";
import { paletteGroups } from "./paletteGroups";
import "./palette.css";

/** The block types to add to the active page, and the paste of a copied block. */
export function Palette() {
  const { t } = useTranslation();
  const state = useBuilderState();
  const saving = useBuilderStore((s) => s.saveStatus === "saving");
  const groups = useMemo(() => paletteGroups((code) => BLOCK_FACES.has(code)), []);
  const noPage = state?.activePageId === null;
  const canPaste = Boolean(state?.copiedBlock) && !noPage && !saving;

  return (
    <Stack gap="lg" data-testid="palette">
      {noPage && (
        <Text size="sm" c="dimmed">
          {t("builder.palette.no_page")}
        </Text>
      )}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`cw-palette-${group.key}`}>
          <Title order={3} size="xs" tt="uppercase" c="dimmed" mb="xs" id={`cw-palette-${group.key}`}>
            {t(`builder.palette.${group.key}`)}
          </Title>
          <SimpleGrid cols={2} spacing={8}>
            {group.blocks.map((definition) => {
              const face = BLOCK_FACES.get(definition.code);
              if (!face) return null;
              const { Icon } = face;
              return (
                <UnstyledButton
                  key={definition.code}
                  className="cw-palette-item"
                  disabled={noPage || saving}
                  onClick={() => addBlock(definition.code)}
                  data-testid={`palette-${definition.name}`}
                >
                  <Icon size={22} stroke={1.6} />
                  <Text size="xs" fw={500} lh={1.25}>
                    {t(`blocks.names.${definition.name}`)}
                  </Text>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </section>
      ))}
      <Tooltip label={`${t("builder.palette.paste")} (${shortcutKeys("paste")})`} withArrow openDelay={300}>
        <Button
          variant="light"
          leftSection={<IconClipboard size={16} aria-hidden />}
          disabled={!canPaste}
          onClick={() => pasteBlock()}
          data-testid="palette-paste"
        >
          {t("builder.palette.paste")}
        </Button>
      </Tooltip>
      {!state?.copiedBlock && (
        <Text size="xs" c="dimmed" mt={-12}>
          {t("builder.palette.paste_hint")}
        </Text>
      )}
    </Stack>
  );
}
