import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconTemplate } from "@tabler/icons-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../shell/notify";
import * as actions from "../actions";
import { useCreatePageTemplate } from "./api";
import { usePageTemplateDialogs } from "./dialogs";

/** "Save as page template": the page's blocks and settings, under a name the creator gives (the page's title by default). */
export function SaveTemplateDialog() {
  const { t } = useTranslation();
  const target = usePageTemplateDialogs((s) => s.saving);
  const close = usePageTemplateDialogs((s) => s.close);
  const create = useCreatePageTemplate();
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (target) {
      setTitle(target.title);
      setError(null);
    }
  }, [target]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    if (title.trim() === "") {
      setError(t("builder.page_templates.name_required"));
      return;
    }
    setError(null);
    try {
      const content = await actions.pageTemplateContent(target.pageId);
      await create.mutateAsync({ title: title.trim(), content });
      notifySuccess(t("builder.page_templates.saved", { title: title.trim() }));
      close();
    } catch {
      setError(t("builder.page_templates.save_failed"));
    }
  };

  return (
    <Modal
      opened={target !== null}
      onClose={() => !create.isPending && close()}
      title={t("builder.page_templates.save_title")}
      centered
      closeButtonProps={{ "aria-label": t("builder.tree.dialog_close") }}
      data-testid="page-template-save-dialog"
    >
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text size="sm">{t("builder.page_templates.save_text")}</Text>
          <TextInput
            label={t("builder.page_templates.name_label")}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={255}
            error={error}
            data-autofocus
            data-testid="page-template-name"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t("builder.tree.cancel")}
            </Button>
            <Button
              type="submit"
              leftSection={<IconTemplate size={16} aria-hidden />}
              loading={create.isPending}
              data-testid="page-template-save"
            >
              {t("builder.page_templates.save_button")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
