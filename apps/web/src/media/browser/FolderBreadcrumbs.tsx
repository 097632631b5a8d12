import { Anchor, Breadcrumbs, Skeleton, Text } from "@mantine/core";
import { IconChevronRight, IconPhoto } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFolderPath } from "../useMediaListing";

/** "Media library › Course A › Images": every step but the last goes back up. */
export function FolderBreadcrumbs({ folderId, onOpen }: { folderId: number | null; onOpen(id: number | null): void }) {
  const { t } = useTranslation();
  const path = useFolderPath(folderId);
  const crumbs: { id: number | null; title: string }[] = [{ id: null, title: t("media.root") }];
  if (folderId !== null && path.data) crumbs.push(...path.data.ancestors, { id: folderId, title: path.data.title });
  return (
    <nav aria-label={t("media.breadcrumb")} data-testid="media-breadcrumb">
      <Breadcrumbs
        separator={<IconChevronRight size={14} className="cw-flip-rtl" aria-hidden />}
        separatorMargin={6}
        styles={{ root: { flexWrap: "wrap", rowGap: 4 } }}
      >
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          const label = (
            <>
              {crumb.id === null && (
                <IconPhoto size={16} aria-hidden style={{ verticalAlign: "-3px", marginInlineEnd: 6 }} />
              )}
              {crumb.title}
            </>
          );
          return last ? (
            <Text key={crumb.id ?? "root"} size="sm" fw={600} aria-current="page">
              {label}
            </Text>
          ) : (
            <Anchor
              key={crumb.id ?? "root"}
              component="button"
              type="button"
              size="sm"
              onClick={() => onOpen(crumb.id)}
            >
              {label}
            </Anchor>
          );
        })}
        {folderId !== null && path.isPending && <Skeleton h={16} w={120} />}
      </Breadcrumbs>
    </nav>
  );
}
