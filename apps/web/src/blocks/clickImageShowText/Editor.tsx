import { HOTSPOTS_MAX, type Hotspot } from "@coursewright/course-model";
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DraftTextarea, DraftTextInput } from "../carousel/draftFields";
import type { BlockEditorProps } from "../faces";
import { MediaChooser } from "../shared/MediaChooser";
import { HotspotPlacer } from "./HotspotPlacer";
import { newHotspotId, readHotspots } from "./hotspots";

/** The image, then its hotspots: placed by clicking the preview, moved by dragging or arrow keys, and written below. */
export function ClickImageShowTextEditor({ block, media, onChange, mediaOps }: BlockEditorProps) {
  const { t } = useTranslation();
  const row = media[0];
  const item = row?.medialibrary_item ?? null;
  const hotspots = useMemo(() => readHotspots(block.settings), [block.settings]);
  const save = (next: Hotspot[]) => onChange({ settings: { ...block.settings, hotspots: next } });
  const update = (id: string, patch: Partial<Hotspot>) =>
    save(hotspots.map((hotspot) => (hotspot.id === id ? { ...hotspot, ...patch } : hotspot)));
  const full = hotspots.length >= HOTSPOTS_MAX;
  const add = (x: number, y: number) => {
    if (full) return;
    const id = newHotspotId(hotspots.map((hotspot) => hotspot.id));
    save([...hotspots, { id, x, y, title: "", text: "" }]);
  };

  return (
    <Stack gap="sm" data-testid="block-editor-clickImageShowText">
      <MediaChooser block={block} current={item} onPick={(picked) => mediaOps.add(picked)} />
      {item && (
        <>
          <Text size="xs" c="dimmed">
            {full ? t("blocks.click_image.max_reached", { max: HOTSPOTS_MAX }) : t("blocks.click_image.place_hint")}
          </Text>
          <HotspotPlacer item={item} hotspots={hotspots} onAdd={add} onMove={(id, point) => update(id, point)} />
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={full}
            onClick={() => add(50, 50)}
          >
            {t("blocks.click_image.add_hotspot")}
          </Button>
        </>
      )}
      {hotspots.map((hotspot, index) => (
        <Paper key={hotspot.id} withBorder p="xs" radius="md" data-testid="hotspot-row">
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <Badge circle size="lg" aria-hidden>
                {index + 1}
              </Badge>
              <DraftTextInput
                size="xs"
                style={{ flex: 1 }}
                label={t("blocks.click_image.hotspot_title", { number: index + 1 })}
                value={hotspot.title}
                maxLength={500}
                onCommit={(title) => update(hotspot.id, { title })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("blocks.click_image.remove", { number: index + 1 })}
                onClick={() => save(hotspots.filter((other) => other.id !== hotspot.id))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            <DraftTextarea
              size="xs"
              label={t("blocks.click_image.hotspot_text", { number: index + 1 })}
              autosize
              minRows={2}
              maxRows={10}
              value={hotspot.text}
              onCommit={(text) => update(hotspot.id, { text })}
            />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
