import { blockTypeName } from "@coursewright/course-model";
import { Accordion, Badge, Group, Loader, Stack, ThemeIcon, Title } from "@mantine/core";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "../faces";
import { NoOwnProperties } from "../placeholder";
import { getBlockFace } from "../registry";
import { ActionsEditor } from "./ActionsEditor";
import { BlockErrorBoundary } from "./BlockErrorBoundary";
import { CommonProperties } from "./CommonProperties";
import { DisplayConditionsEditor } from "./DisplayConditionsEditor";
import { takesActions } from "./propertyOptions";

const SECTIONS = ["appearance", "actions", "conditions"];

/**
 * The right drawer's content for the selected block: its type's own editor first, then what every block
 * has. Context (pages, condition targets) comes from useBlockEditing() inside the sections.
 */
export function BlockProperties({ block, media, onChange, mediaOps }: BlockEditorProps) {
  const { t } = useTranslation();
  const face = getBlockFace(block.type);
  const Editor = face?.Editor ?? NoOwnProperties;
  const Icon = face?.Icon;
  const conditionCount = block.display_conditions.length;

  return (
    <Stack gap="md" data-testid="block-properties">
      <Group gap="xs" wrap="nowrap">
        {Icon && (
          <ThemeIcon variant="light" size="lg" aria-hidden>
            <Icon size={20} stroke={1.6} />
          </ThemeIcon>
        )}
        <Title order={3} size="h4">
          {t(`blocks.names.${blockTypeName(block.type)}`)}
        </Title>
      </Group>
      {/* Keyed by block: a pending debounced edit belongs to the block it was typed in. */}
      <BlockErrorBoundary key={block.id} resetKey={block.type}>
        {/* The type's editor loads the first time a block of its type is selected (blocks/lazyEditor.ts). */}
        <Suspense fallback={<Loader size="sm" role="status" aria-label={t("common.loading")} />}>
          <Editor block={block} media={media} onChange={onChange} mediaOps={mediaOps} />
        </Suspense>
      </BlockErrorBoundary>
      <Accordion multiple defaultValue={SECTIONS} variant="contained" chevronPosition="right">
        <Accordion.Item value="appearance">
          <Accordion.Control>{t("blocks.common.section_appearance")}</Accordion.Control>
          <Accordion.Panel>
            <CommonProperties block={block} onChange={onChange} />
          </Accordion.Panel>
        </Accordion.Item>
        {takesActions(block.type) && (
          <Accordion.Item value="actions">
            <Accordion.Control>
              <Group gap="xs">
                {t("blocks.common.section_actions")}
                {block.actions.length > 0 && <Badge size="sm">{block.actions.length}</Badge>}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <ActionsEditor block={block} onChange={onChange} />
            </Accordion.Panel>
          </Accordion.Item>
        )}
        <Accordion.Item value="conditions">
          <Accordion.Control>
            <Group gap="xs">
              {t("blocks.common.section_conditions")}
              {conditionCount > 0 && <Badge size="sm">{conditionCount}</Badge>}
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <DisplayConditionsEditor block={block} onChange={onChange} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
