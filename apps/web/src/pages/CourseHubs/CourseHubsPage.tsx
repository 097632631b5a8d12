import type { Hub } from "@coursewright/course-model";
import { Button, Group } from "@mantine/core";
import { IconBuildingStore, IconPlus, IconReceipt, IconSearch, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { showServerError } from "../../forms/serverErrors";
import { useDuplicateHub, useHubList } from "../../hubs/queries";
import { ListPage } from "../../screenParts/ListPage";
import { CardGridSkeleton, EmptyState } from "../../screenParts/ListStates";
import { useListParams } from "../../screenParts/useListParams";
import { notifySuccess } from "../../shell/notify";
import { CreateHubDialog } from "./CreateHubDialog";
import { DeleteHubDialog } from "./DeleteHubDialog";
import { HubCard } from "./HubCard";
import "./CourseHubs.css";

/** /course_hubs: the creator's hubs, last edited first, 12 to a page, with search (both in the address). */
export default function CourseHubsPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const { page, search, setPage } = params;
  const list = useHubList({ page, search });
  const duplicate = useDuplicateHub();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Hub | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const onDuplicate = (hub: Hub) => {
    setActionError(null);
    duplicate.mutate(hub.id, {
      onSuccess: (copy) => {
        notifySuccess(t("hubs_admin.duplicated", { name: copy.name }));
        // The copy is the last edited hub: it shows first on page 1.
        if (page !== 1) setPage(1);
      },
      onError: (error) => setActionError(showServerError(error, { setErrors: () => undefined, fields: [] }, t)),
    });
  };

  const createButton = (size?: "md") => (
    <Button
      size={size}
      mt={size ? "sm" : undefined}
      leftSection={<IconPlus size={18} aria-hidden />}
      onClick={() => setCreating(true)}
      data-testid={size ? "hubs-empty-create" : "hubs-create"}
    >
      {size ? t("hubs_admin.empty.create") : t("hubs_admin.new")}
    </Button>
  );

  return (
    <ListPage
      labels={{
        title: t("hubs_admin.title"),
        subtitle: t("hubs_admin.subtitle"),
        count: (count) => t("hubs_admin.count", { count }),
        loadFailedTitle: t("hubs_admin.load_failed_title"),
        loadFailed: t("hubs_admin.load_failed"),
        paging: {
          label: t("hubs_admin.paging.label"),
          page: (n) => t("hubs_admin.paging.page", { page: n }),
          control: (control) => t(`hubs_admin.paging.${control}`),
        },
        search: {
          placeholder: t("hubs_admin.search.placeholder"),
          label: t("hubs_admin.search.label"),
          clear: t("hubs_admin.search.clear"),
        },
      }}
      action={
        <Group gap="sm">
          <Button
            component={Link}
            to="/course_hubs/orders"
            variant="default"
            leftSection={<IconReceipt size={18} aria-hidden />}
            data-testid="hubs-orders"
          >
            {t("selling_admin.orders.title")}
          </Button>
          {createButton()}
        </Group>
      }
      query={list}
      params={params}
      renderItem={(hub) => (
        <HubCard
          key={hub.id}
          hub={hub}
          onDuplicate={onDuplicate}
          onDelete={setDeleting}
          duplicating={duplicate.isPending && duplicate.variables === hub.id}
        />
      )}
      skeleton={<CardGridSkeleton testId="hubs-loading" />}
      empty={
        <EmptyState
          icon={<IconBuildingStore size={38} />}
          title={t("hubs_admin.empty.title")}
          text={t("hubs_admin.empty.text")}
          action={createButton("md")}
          testId="hubs-empty"
        />
      }
      noResults={(text) => (
        <EmptyState
          icon={<IconSearch size={36} />}
          title={t("hubs_admin.no_results.title", { search: text })}
          text={t("hubs_admin.no_results.text")}
          action={
            <Button
              variant="default"
              mt="sm"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={params.clearSearch}
            >
              {t("hubs_admin.search.clear")}
            </Button>
          }
          testId="hubs-no-results"
        />
      )}
      actionError={actionError}
      testPrefix="hubs"
    >
      <CreateHubDialog opened={creating} onClose={() => setCreating(false)} />
      <DeleteHubDialog hub={deleting} onClose={() => setDeleting(null)} />
    </ListPage>
  );
}
