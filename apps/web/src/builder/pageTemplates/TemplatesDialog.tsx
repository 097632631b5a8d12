import type { PageTemplateSummary } from "@coursewright/course-model";
import { ActionIcon, Alert, Button, Group, Modal, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { IconCheck, IconPencil, IconTemplate, IconTrash, IconX } from "@tabler/icons-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../shell/notify";
import * as actions from "../actions";
import { useDeletePageTemplate, usePageTemplates, useRenamePageTemplate } from "./api";
import { usePageTemplateDialogs } from "./dialogs";
import { PageTemplatePreview } from "./PageTemplatePreview";

/**
 * The creator's page templates: preview one and insert it from there (a new page after the one being edited,
 * or where the menu said), rename one in place, or delete one after a confirmation. Inserting saves the course
 * at once, like duplicating a page. Back or Escape from a preview returns to the list, the focus on the row's
 * Preview button.
 */
export function TemplatesDialog() {
  const { t } = useTranslation();
  const inserting = usePageTemplateDialogs((s) => s.inserting);
  const close = usePageTemplateDialogs((s) => s.close);
  const list = usePageTemplates(inserting !== null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<PageTemplateSummary | null>(null);
  const [previewing, setPreviewing] = useState<PageTemplateSummary | null>(null);
  // The row whose preview was left: its Preview button takes the focus back once the list is drawn again.
  const returnTo = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (previewing !== null || returnTo.current === null) return;
    const id = returnTo.current;
    returnTo.current = null;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-preview-of="${id}"]`)?.focus();
  });

  const back = () => {
    returnTo.current = previewing?.id ?? null;
    setPreviewing(null);
  };

  const insert = async (template: PageTemplateSummary) => {
    setBusyId(template.id);
    try {
      const saved = await actions.insertPageTemplate(template.id, inserting?.place ?? null);
      if (saved) {
        notifySuccess(t("builder.page_templates.inserted", { title: template.title }));
        setPreviewing(null);
        close();
      }
    } catch {
      notifyError(t("builder.page_templates.insert_failed"));
    } finally {
      setBusyId(null);
    }
  };

  const templates = list.data?.data ?? [];
  return (
    <Modal
      opened={inserting !== null}
      onClose={() => busyId === null && (deleting ? setDeleting(null) : previewing ? back() : close())}
      title={
        deleting
          ? t("builder.page_templates.delete_title")
          : previewing
            ? t("builder.page_templates.preview_title")
            : t("builder.page_templates.dialog_title")
      }
      centered
      size="lg"
      closeButtonProps={{ "aria-label": t("builder.tree.dialog_close") }}
      data-testid="page-templates-dialog"
    >
      {deleting ? (
        <ConfirmDelete template={deleting} onDone={() => setDeleting(null)} />
      ) : previewing ? (
        <PageTemplatePreview
          template={previewing}
          inserting={busyId === previewing.id}
          onInsert={() => void insert(previewing)}
          onBack={back}
        />
      ) : list.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t("common.loading")}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={44} />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert color="red" title={t("builder.page_templates.load_failed")}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void list.refetch()}>
            {t("common.retry")}
          </Button>
        </Alert>
      ) : templates.length === 0 ? (
        <Stack gap={4} align="center" py="lg" data-testid="page-templates-empty">
          <IconTemplate size={32} stroke={1.5} aria-hidden />
          <Text fw={600}>{t("builder.page_templates.empty_title")}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t("builder.page_templates.empty_text")}
          </Text>
        </Stack>
      ) : (
        <ul ref={listRef} className="cw-page-templates" aria-label={t("builder.page_templates.dialog_title")}>
          {templates.map((template) => (
            <TemplateRow
              key={template.id}
              template={template}
              disabled={busyId !== null}
              onPreview={() => setPreviewing(template)}
              onDelete={() => setDeleting(template)}
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}

function TemplateRow({
  template,
  disabled,
  onPreview,
  onDelete,
}: {
  template: PageTemplateSummary;
  disabled: boolean;
  onPreview(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  return (
    <li className="cw-page-template" data-testid="page-template-row">
      {renaming ? (
        <RenameForm template={template} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <div className="cw-page-template-text">
            <Text fw={600} dir="auto" className="cw-page-template-title">
              {template.title}
            </Text>
            <Text size="xs" c="dimmed">
              {t("builder.page_templates.block_count", { blocks: template.block_count })}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              disabled={disabled}
              onClick={onPreview}
              aria-label={t("builder.page_templates.preview", { title: template.title })}
              data-preview-of={template.id}
              data-testid="page-template-preview-open"
            >
              {t("builder.page_templates.preview_button")}
            </Button>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t("builder.page_templates.rename", { title: template.title })}
              disabled={disabled}
              onClick={() => setRenaming(true)}
              data-testid="page-template-rename"
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t("builder.page_templates.delete", { title: template.title })}
              disabled={disabled}
              onClick={onDelete}
              data-testid="page-template-delete"
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </>
      )}
    </li>
  );
}

function RenameForm({ template, onDone }: { template: PageTemplateSummary; onDone(): void }) {
  const { t } = useTranslation();
  const rename = useRenamePageTemplate();
  const [title, setTitle] = useState(template.title);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === "") {
      setError(t("builder.page_templates.name_required"));
      return;
    }
    rename.mutate(
      { id: template.id, title: title.trim() },
      { onSuccess: onDone, onError: () => setError(t("builder.page_templates.rename_failed")) },
    );
  };
  return (
    <form onSubmit={submit} className="cw-page-template-rename">
      <TextInput
        aria-label={t("builder.page_templates.name_label")}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            onDone();
          }
        }}
        maxLength={255}
        error={error}
        size="xs"
        style={{ flex: 1 }}
        data-autofocus
        autoFocus
        data-testid="page-template-rename-input"
      />
      <ActionIcon type="submit" loading={rename.isPending} aria-label={t("builder.page_templates.rename_save")}>
        <IconCheck size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" onClick={onDone} aria-label={t("builder.tree.cancel")}>
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </form>
  );
}

function ConfirmDelete({ template, onDone }: { template: PageTemplateSummary; onDone(): void }) {
  const { t } = useTranslation();
  const remove = useDeletePageTemplate();
  const confirm = () =>
    remove.mutate(template.id, {
      onSuccess: () => {
        notifySuccess(t("builder.page_templates.deleted", { title: template.title }));
        onDone();
      },
      onError: () => notifyError(t("builder.page_templates.delete_failed")),
    });
  return (
    <Stack gap="md" data-testid="page-template-delete-confirm">
      <Text fw={600} dir="auto" style={{ overflowWrap: "anywhere" }}>
        {template.title}
      </Text>
      <Text size="sm">{t("builder.page_templates.delete_text")}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={remove.isPending} data-autofocus>
          {t("builder.tree.cancel")}
        </Button>
        <Button
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={remove.isPending}
          onClick={confirm}
          data-testid="page-template-delete-yes"
        >
          {t("builder.tree.delete")}
        </Button>
      </Group>
    </Stack>
  );
}
