import type { HubBanner } from "@coursewright/course-model";
import { IconCalendarTime, IconExternalLink, IconLink, IconPhoto } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../i18n/format";
import { moveItem } from "../courseDrafts";
import { useHubCourses, useHubItems, useOrderItems } from "../queries";
import { BannerDialog } from "./BannerDialog";
import { DeleteItemDialog } from "./DeleteItemDialog";
import { ItemFact, ItemsSection } from "./ItemsSection";

/** Whether a banner shows now, will show, or has had its time. */
function bannerState(banner: HubBanner, now: number): "active" | "scheduled" | "ended" {
  if (banner.active_to && Date.parse(banner.active_to) <= now) return "ended";
  if (banner.active_from && Date.parse(banner.active_from) > now) return "scheduled";
  return "active";
}

/** The banners of the landing carousel, in the order it shows them. */
export function BannersSection({ hub }: { hub: { id: number; slug: string } }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const items = useHubItems(hub.id, "banners");
  const courses = useHubCourses(hub.id);
  const bundles = useHubItems(hub.id, "bundles");
  const order = useOrderItems(hub.id, "banners");
  const [editing, setEditing] = useState<HubBanner | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<HubBanner | null>(null);
  const list = items.data ?? [];
  const now = Date.now();
  return (
    <ItemsSection<HubBanner>
      title={t("hubs_admin.banners.title")}
      hint={t("hubs_admin.banners.hint")}
      addLabel={t("hubs_admin.banners.add")}
      empty={{
        icon: <IconPhoto size={32} aria-hidden color="var(--mantine-color-gray-5)" />,
        title: t("hubs_admin.banners.empty_title"),
        text: t("hubs_admin.banners.empty_text"),
      }}
      items={items.data}
      loading={items.isPending}
      failed={items.isError}
      retry={() => void items.refetch()}
      details={(banner) => (
        <>
          <ItemFact icon={<IconCalendarTime size={14} aria-hidden />} testId="hub-banners-state">
            {t(`hubs_admin.banners.state_${bannerState(banner, now)}`, {
              from: banner.active_from ? formatDate(banner.active_from) : "",
              to: banner.active_to ? formatDate(banner.active_to) : "",
            })}
          </ItemFact>
          {banner.link_kind !== "none" && (
            <ItemFact
              icon={
                banner.link_kind === "external" ? (
                  <IconExternalLink size={14} aria-hidden className="cw-flip-rtl" />
                ) : (
                  <IconLink size={14} aria-hidden />
                )
              }
            >
              {banner.link_kind === "external"
                ? t("hubs_admin.banners.link_external")
                : t("hubs_admin.banners.link_internal")}
            </ItemFact>
          )}
        </>
      )}
      onAdd={() => setEditing(null)}
      onEdit={setEditing}
      onDelete={setDeleting}
      onMove={(from, to) => order.mutate(moveItem(list, from, to).map((banner) => banner.id))}
      testPrefix="hub-banners"
    >
      <BannerDialog
        hub={hub}
        courses={courses.data ?? []}
        bundles={bundles.data ?? []}
        banner={editing}
        nextOrder={list.reduce((max, banner) => Math.max(max, banner.order + 1), 0)}
        onClose={() => setEditing(undefined)}
      />
      <DeleteItemDialog hubId={hub.id} kind="banners" item={deleting} onClose={() => setDeleting(null)} />
    </ItemsSection>
  );
}
