import type { Hub, HubCounts } from "@coursewright/course-model";
import { List, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showServerError } from "../../forms/serverErrors";
import { useDeleteHub, useHubCounts } from "../../hubs/queries";
import { ConfirmDialog } from "../../shell/ConfirmDialog";
import { notifySuccess } from "../../shell/notify";

/** What goes with a hub, in the order the confirmation names it (only what there is). */
const GOES_WITH: (keyof HubCounts)[] = ["courses", "bundles", "events", "banners", "shares", "pending_requests"];

/**
 * Asks before deleting a hub, naming it and what goes with it by the counts the server answers now (not those of
 * the list, which may be older), and saying what stays: the courses themselves and learners' progress.
 */
export function DeleteHubDialog({ hub, onClose, onDeleted }: { hub: Hub | null; onClose(): void; onDeleted?(): void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteHub();
  const fresh = useHubCounts(hub?.id ?? null);
  const counts = fresh.data ?? hub?.counts;
  const close = () => {
    setError(null);
    remove.reset();
    onClose();
  };
  const going = counts ? GOES_WITH.filter((key) => counts[key] > 0) : [];
  return (
    <ConfirmDialog
      opened={hub !== null}
      title={t("hubs_admin.delete.title")}
      closeLabel={t("hubs_admin.close")}
      cancelLabel={t("hubs_admin.cancel")}
      confirmLabel={t("hubs_admin.delete.confirm")}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      busy={remove.isPending}
      error={error}
      onClose={close}
      onConfirm={() => {
        if (!hub) return;
        setError(null);
        remove.mutate(hub, {
          onSuccess: () => {
            notifySuccess(t("hubs_admin.delete.done", { name: hub.name }));
            close();
            onDeleted?.();
          },
          onError: (e) => setError(showServerError(e, { setErrors: () => undefined, fields: [] }, t)),
        });
      }}
      testId="hub-delete-dialog"
      confirmTestId="hub-delete-confirm"
    >
      <Text size="sm">{t("hubs_admin.delete.text")}</Text>
      <Text fw={600} style={{ overflowWrap: "anywhere" }} dir="auto" data-testid="hub-delete-name">
        {hub?.name}
      </Text>
      {going.length > 0 ? (
        <div>
          <Text size="sm" mb={4}>
            {t("hubs_admin.delete.with_it")}
          </Text>
          <List size="sm" spacing={2} data-testid="hub-delete-counts">
            {going.map((key) => (
              <List.Item key={key}>{t(`hubs_admin.delete.counts.${key}`, { count: counts?.[key] ?? 0 })}</List.Item>
            ))}
          </List>
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          {t("hubs_admin.delete.empty")}
        </Text>
      )}
      {(counts?.learners ?? 0) > 0 && (
        <Text size="sm" c="orange.9" data-testid="hub-delete-learners">
          {t("hubs_admin.delete.learners", { count: counts?.learners ?? 0 })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t("hubs_admin.delete.stays")}
      </Text>
    </ConfirmDialog>
  );
}
