import { type CurrencyCode, formatPrice, type HubBundle } from "@coursewright/course-model";
import { IconPackages, IconSchool, IconTag } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { moveItem } from "../courseDrafts";
import { useHubCourses, useHubItems, useOrderItems } from "../queries";
import { BundleDialog } from "./BundleDialog";
import { DeleteItemDialog } from "./DeleteItemDialog";
import { ItemFact, ItemsSection } from "./ItemsSection";

/** Bundles of the hub's courses sold as one item. */
export function BundlesSection({ hubId, currency }: { hubId: number; currency: CurrencyCode }) {
  const { t } = useTranslation();
  const items = useHubItems(hubId, "bundles");
  const courses = useHubCourses(hubId);
  const order = useOrderItems(hubId, "bundles");
  const [editing, setEditing] = useState<HubBundle | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<HubBundle | null>(null);
  const list = items.data ?? [];
  return (
    <ItemsSection<HubBundle>
      title={t("hubs_admin.bundles.title")}
      hint={t("hubs_admin.bundles.hint")}
      addLabel={t("hubs_admin.bundles.add")}
      empty={{
        icon: <IconPackages size={32} aria-hidden color="var(--mantine-color-gray-5)" />,
        title: t("hubs_admin.bundles.empty_title"),
        text: t("hubs_admin.bundles.empty_text"),
      }}
      items={items.data}
      loading={items.isPending}
      failed={items.isError}
      retry={() => void items.refetch()}
      details={(bundle) => (
        <>
          <ItemFact icon={<IconTag size={14} aria-hidden />} testId="hub-bundles-price">
            {bundle.price === 0 ? t("hubs_admin.price.free") : formatPrice(bundle.price, currency)}
          </ItemFact>
          <ItemFact icon={<IconSchool size={14} aria-hidden />}>
            {t("hubs_admin.card.courses", { count: bundle.course_ids.length })}
          </ItemFact>
        </>
      )}
      onAdd={() => setEditing(null)}
      onEdit={setEditing}
      onDelete={setDeleting}
      onMove={(from, to) => order.mutate(moveItem(list, from, to).map((bundle) => bundle.id))}
      testPrefix="hub-bundles"
    >
      <BundleDialog
        hubId={hubId}
        currency={currency}
        courses={courses.data ?? []}
        bundle={editing}
        nextOrder={list.reduce((max, bundle) => Math.max(max, bundle.order + 1), 0)}
        onClose={() => setEditing(undefined)}
      />
      <DeleteItemDialog hubId={hubId} kind="bundles" item={deleting} onClose={() => setDeleting(null)} />
    </ItemsSection>
  );
}
