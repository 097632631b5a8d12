import { CATALOG_LABEL_MAX_LENGTH, type CatalogLabel, catalogLabelSchema } from "@coursewright/course-model";
import { ActionIcon, Button, Group, Loader, Paper, Stack, Text, TextInput, Title, Tooltip } from "@mantine/core";
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { showServerError } from "../../forms/serverErrors";
import { schemaErrors } from "../../forms/validate";
import { ConfirmDialog } from "../../shell/ConfirmDialog";
import { notifySuccess } from "../../shell/notify";
import type { LabelKind } from "../api";
import { useCreateLabel, useLabels, useRemoveLabel, useRenameLabel } from "../queries";

/** One list of the creator's labels (categories or tags): add, rename in place, delete with a confirmation. */
export function LabelManager({ kind }: { kind: LabelKind }) {
  const { t } = useTranslation();
  const labels = useLabels(kind);
  const create = useCreateLabel(kind);
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CatalogLabel | null>(null);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const problems = schemaErrors(catalogLabelSchema, { title }, t);
    if (problems.title) return setError(problems.title);
    setError(null);
    create.mutate(title.trim(), {
      onSuccess: () => setTitle(""),
      onError: (e) =>
        setError(showServerError(e, { setErrors: (errors) => setError(errors.title ?? null), fields: ["title"] }, t)),
    });
  };
  const list = labels.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" className="cw-hub-labels" data-testid={`hub-labels-${kind}`}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {t(`hubs_admin.labels.${kind}_title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`hubs_admin.labels.${kind}_hint`)}
          </Text>
        </div>
        <form onSubmit={add} noValidate>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t(`hubs_admin.labels.${kind}_new`)}
              placeholder={t(`hubs_admin.labels.${kind}_new`)}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              maxLength={CATALOG_LABEL_MAX_LENGTH}
              error={error}
              style={{ flex: 1 }}
              data-testid={`hub-labels-${kind}-new`}
            />
            <Button
              type="submit"
              variant="light"
              loading={create.isPending}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t("hubs_admin.labels.add")}
            </Button>
          </Group>
        </form>
        {labels.isPending ? (
          <Loader size="sm" role="status" aria-label={t("common.loading")} />
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`hubs_admin.labels.${kind}_empty`)}
          </Text>
        ) : (
          <ul className="cw-hub-labels__list">
            {list.map((label) => (
              <LabelRow key={label.id} kind={kind} label={label} onDelete={() => setDeleting(label)} />
            ))}
          </ul>
        )}
      </Stack>
      <DeleteLabelDialog kind={kind} label={deleting} onClose={() => setDeleting(null)} />
    </Paper>
  );
}

function LabelRow({ kind, label, onDelete }: { kind: LabelKind; label: CatalogLabel; onDelete(): void }) {
  const { t } = useTranslation();
  const rename = useRenameLabel(kind);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (editing === null) return;
    const problems = schemaErrors(catalogLabelSchema, { title: editing }, t);
    if (problems.title) return setError(problems.title);
    rename.mutate(
      { id: label.id, title: editing.trim() },
      {
        onSuccess: () => {
          setEditing(null);
          setError(null);
        },
        onError: (e) =>
          setError(showServerError(e, { setErrors: (errors) => setError(errors.title ?? null), fields: ["title"] }, t)),
      },
    );
  };
  if (editing !== null) {
    return (
      <li>
        <form onSubmit={save} noValidate>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={t("hubs_admin.labels.rename_of", { title: label.title })}
              value={editing}
              onChange={(event) => setEditing(event.currentTarget.value)}
              maxLength={CATALOG_LABEL_MAX_LENGTH}
              error={error}
              size="xs"
              style={{ flex: 1 }}
              autoFocus
              onKeyDown={(event) => {
                if (event.key === "Escape") setEditing(null);
              }}
              data-testid="hub-label-rename-input"
            />
            <ActionIcon
              type="submit"
              variant="light"
              size="md"
              loading={rename.isPending}
              aria-label={t("hubs_admin.labels.save")}
            >
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="md"
              onClick={() => setEditing(null)}
              aria-label={t("hubs_admin.cancel")}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </form>
      </li>
    );
  }
  return (
    <li className="cw-hub-labels__row" data-testid="hub-label-row">
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={500} truncate="end" dir="auto">
          {label.title}
        </Text>
        <Text size="xs" c="dimmed">
          {t("hubs_admin.labels.used", { count: label.courses_count })}
        </Text>
      </div>
      <Tooltip label={t("hubs_admin.labels.rename")} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => setEditing(label.title)}
          aria-label={t("hubs_admin.labels.rename_of", { title: label.title })}
          data-testid="hub-label-rename"
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t("hubs_admin.labels.delete")} withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onDelete}
          aria-label={t("hubs_admin.labels.delete_of", { title: label.title })}
          data-testid="hub-label-delete"
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </li>
  );
}

function DeleteLabelDialog({ kind, label, onClose }: { kind: LabelKind; label: CatalogLabel | null; onClose(): void }) {
  const { t } = useTranslation();
  const remove = useRemoveLabel(kind);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={label !== null}
      title={t(`hubs_admin.labels.${kind}_delete_title`)}
      closeLabel={t("hubs_admin.close")}
      cancelLabel={t("hubs_admin.cancel")}
      confirmLabel={t("hubs_admin.labels.delete")}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      busy={remove.isPending}
      error={error}
      onClose={close}
      onConfirm={() => {
        if (!label) return;
        remove.mutate(label.id, {
          onSuccess: () => {
            notifySuccess(t("hubs_admin.labels.deleted", { title: label.title }));
            close();
          },
          onError: (e) => setError(showServerError(e, { setErrors: () => undefined, fields: [] }, t)),
        });
      }}
      testId="hub-label-delete-dialog"
    >
      <Text fw={600} dir="auto">
        {label?.title}
      </Text>
      <Text size="sm">{t("hubs_admin.labels.delete_text", { count: label?.courses_count ?? 0 })}</Text>
    </ConfirmDialog>
  );
}
