import { useTranslation } from "react-i18next";
import type { SortableLabels } from "../../screenParts/SortableList";

/** What the hub's sortable lists say to screen readers, in the interface language. */
export function useSortableLabels(): SortableLabels {
  const { t } = useTranslation();
  return {
    instructions: t("hubs_admin.sort.instructions"),
    handle: (title) => t("hubs_admin.sort.handle", { title }),
    picked: (title) => t("hubs_admin.sort.picked", { title }),
    over: (title, position, total) => t("hubs_admin.sort.over", { title, position, total }),
    dropped: (title, position, total) => t("hubs_admin.sort.dropped", { title, position, total }),
    cancelled: (title) => t("hubs_admin.sort.cancelled", { title }),
  };
}
