import { ActionIcon, Group, Paper, ScrollArea, Stack, Text, Tooltip } from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { clearAllUploads, useUploadQueue } from "../uploadQueue";
import { UploadRow } from "./UploadRow";

/** Every upload of this visit with its own progress; floating in the corner of the library, inline in the picker. */
export function UploadPanel({ floating }: { floating: boolean }) {
  const { t } = useTranslation();
  const entries = useUploadQueue((s) => s.entries);
  const [collapsed, setCollapsed] = useState(false);
  if (entries.length === 0) return null;
  const done = entries.filter((e) => e.status === "done").length;
  const failed = entries.filter((e) => e.status === "failed").length;
  const total = entries.length;
  const active = total - done - failed;
  const heading =
    active > 0
      ? t("media.upload.heading_active", { done, total })
      : failed > 0
        ? t("media.upload.heading_failed", { done, total, failed })
        : t("media.upload.heading_done", { done, total });
  // What needs the user (a refusal, a question) comes first, the rest in the order chosen.
  const needsUser = (status: string) => (status === "failed" || status === "choosing" ? 0 : 1);
  const ordered = [...entries].sort((a, b) => needsUser(a.status) - needsUser(b.status));
  return (
    <Paper
      withBorder
      shadow={floating ? "xl" : undefined}
      radius="md"
      className={floating ? "cw-media-upload-panel cw-media-upload-floating" : "cw-media-upload-panel"}
      role="region"
      aria-label={t("media.upload.panel")}
      data-testid="media-upload-panel"
    >
      <Group justify="space-between" px="md" py={10} className="cw-media-upload-head" wrap="nowrap">
        <Text size="sm" fw={600} aria-live="polite" truncate>
          {heading}
        </Text>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={collapsed ? t("media.upload.expand") : t("media.upload.collapse")} withinPortal>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={collapsed ? t("media.upload.expand") : t("media.upload.collapse")}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed((c) => !c)}
            >
              {collapsed ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t("media.upload.close")} withinPortal>
            <ActionIcon variant="subtle" color="gray" aria-label={t("media.upload.close")} onClick={clearAllUploads}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {!collapsed && (
        <ScrollArea.Autosize mah={floating ? 320 : 200} type="auto">
          <Stack gap={0} px="md" pb="sm">
            {ordered.map((entry) => (
              <UploadRow key={entry.id} entry={entry} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
