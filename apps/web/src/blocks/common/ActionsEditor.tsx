import { BLOCK_ACTIONS_MAX, type BlockAction } from "@coursewright/course-model";
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconExternalLink, IconFileText, IconTrash } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type LinkablePage, useBlockEditing } from "../editing";
import type { BlockEditorProps } from "../faces";
import { externalLinkAction, pageOptions } from "./propertyOptions";

type Adding = BlockAction["type"] | null;

function actionText(action: BlockAction, pages: readonly LinkablePage[], t: (key: string) => string): string {
  if (action.type === "external_web_link") return action.url;
  const page = pages.find((p) => p.id === action.page_id);
  if (!page) return t("blocks.common.action_page_missing");
  return page.title.trim() || t("blocks.common.untitled_page");
}

/** What a button or clickable animation does when clicked, in order: open a page or a web address. */
export function ActionsEditor({ block, onChange }: Pick<BlockEditorProps, "block" | "onChange">) {
  const { t } = useTranslation();
  const { pages } = useBlockEditing();
  const [adding, setAdding] = useState<Adding>(null);
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string | null>(null);
  const full = block.actions.length >= BLOCK_ACTIONS_MAX;

  const add = (action: BlockAction) => {
    onChange({ actions: [...block.actions, action] });
    setAdding(null);
    setUrl("");
    setUrlError(null);
  };
  const addUrl = (event: FormEvent) => {
    event.preventDefault();
    const result = externalLinkAction(url);
    if ("error" in result) setUrlError(t(result.error));
    else add(result.action);
  };

  return (
    <Stack gap="xs" data-testid="actions-editor">
      {block.actions.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("blocks.common.actions_empty")}
        </Text>
      )}
      {block.actions.map((action, index) => {
        const text = actionText(action, pages, t);
        return (
          // Actions have no id; their place is what tells two alike apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Paper key={index} withBorder p={6} radius="sm">
            <Group gap="xs" wrap="nowrap">
              {action.type === "external_web_link" ? (
                <IconExternalLink size={16} aria-hidden />
              ) : (
                <IconFileText size={16} aria-hidden />
              )}
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {t(`blocks.common.action_types.${action.type}`)}
                </Text>
                <Text size="sm" truncate title={text}>
                  {text}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("blocks.common.action_remove", { name: text })}
                onClick={() => onChange({ actions: block.actions.filter((_, i) => i !== index) })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      {adding === "link_to_page" && (
        <Select
          size="xs"
          label={t("blocks.common.action_page")}
          placeholder={t("blocks.common.action_page_placeholder")}
          searchable
          nothingFoundMessage={t("blocks.common.nothing_found")}
          data={pageOptions(pages, t("blocks.common.untitled_page"))}
          value={null}
          onChange={(value) => {
            const page = pages.find((p) => `${p.id}` === value);
            if (page) add({ type: "link_to_page", page_id: page.id });
          }}
          data-autofocus
        />
      )}
      {adding === "external_web_link" && (
        <form onSubmit={addUrl}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              size="xs"
              style={{ flex: 1 }}
              label={t("blocks.common.action_url")}
              placeholder="https://"
              value={url}
              onChange={(event) => {
                setUrl(event.currentTarget.value);
                setUrlError(null);
              }}
              error={urlError}
              data-autofocus
            />
            <Button size="xs" type="submit" mt={22}>
              {t("blocks.common.add")}
            </Button>
          </Group>
        </form>
      )}
      {adding !== null ? (
        <Button size="xs" variant="subtle" color="gray" onClick={() => setAdding(null)}>
          {t("blocks.common.cancel")}
        </Button>
      ) : (
        <Group gap="xs" grow>
          <Button size="xs" variant="light" disabled={full} onClick={() => setAdding("link_to_page")}>
            {t("blocks.common.add_page_link")}
          </Button>
          <Button size="xs" variant="light" disabled={full} onClick={() => setAdding("external_web_link")}>
            {t("blocks.common.add_web_link")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
