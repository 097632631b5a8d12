import { Badge, UnstyledButton, VisuallyHidden } from "@mantine/core";
import {
  IconBrush,
  IconBuildingBank,
  IconCalendarEvent,
  IconCategory,
  IconPackages,
  IconPhoto,
  IconSchool,
  IconSearch,
  IconSettings,
  IconShare,
} from "@tabler/icons-react";
import { type ComponentType, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { HUB_SECTIONS, type HubSection } from "./sections";

const ICONS: Record<HubSection, ComponentType<{ size?: number; "aria-hidden"?: boolean }>> = {
  general: IconSettings,
  appearance: IconBrush,
  courses: IconSchool,
  catalogue: IconCategory,
  bundles: IconPackages,
  events: IconCalendarEvent,
  banners: IconPhoto,
  seo: IconSearch,
  sharing: IconShare,
  payouts: IconBuildingBank,
};

/** Payouts are a selling screen: their label lives with the other selling strings. */
const labelKey = (section: HubSection) =>
  section === "payouts" ? "selling_admin.payouts.title" : `hubs_admin.sections.${section}`;

export interface SectionNavProps {
  current: HubSection;
  onSelect(section: HubSection): void;
  /** Small counts beside a section's name (courses, pending requests). */
  counts: Partial<Record<HubSection, number>>;
  /** Sections with unsaved changes. */
  unsaved: Partial<Record<HubSection, boolean>>;
}

/**
 * The sections of a hub's settings: a column beside the form on wide screens, a row that scrolls sideways on
 * phones. Buttons, since every section is on this one page (the address keeps the section for reloads).
 */
export function SectionNav({ current, onSelect, counts, unsaved }: SectionNavProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  // On phones the row scrolls sideways: the current section is brought into it, again when its chip grows (an unsaved
  // dot, a count) and its end would leave the row. Only the row scrolls, never the page (a change far down the form
  // must not jump to the top); a larger scrollLeft moves the view right in left-to-right and right-to-left rows alike.
  const currentMarks = `${unsaved[current] === true}:${counts[current] ?? 0}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the section changing, or its chip's size, is what moves the row.
  useEffect(() => {
    const row = list.current;
    const item = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !item || row.scrollWidth <= row.clientWidth) return;
    const inRow = row.getBoundingClientRect();
    const chip = item.getBoundingClientRect();
    if (chip.right > inRow.right) row.scrollLeft += chip.right - inRow.right;
    else if (chip.left < inRow.left) row.scrollLeft -= inRow.left - chip.left;
  }, [current, currentMarks]);
  return (
    <nav aria-label={t("hubs_admin.sections.label")} className="cw-hub-nav">
      <ul ref={list}>
        {HUB_SECTIONS.map((section) => {
          const Icon = ICONS[section];
          const count = counts[section];
          return (
            <li key={section}>
              <UnstyledButton
                className="cw-hub-nav__item"
                aria-current={section === current ? "page" : undefined}
                onClick={() => onSelect(section)}
                data-testid={`hub-section-${section}`}
              >
                <Icon size={18} aria-hidden />
                <span className="cw-hub-nav__label">{t(labelKey(section))}</span>
                {unsaved[section] && (
                  <span className="cw-hub-nav__dot">
                    <VisuallyHidden>{t("hubs_admin.unsaved")}</VisuallyHidden>
                  </span>
                )}
                {count !== undefined && count > 0 && (
                  <Badge size="sm" variant="light" color="gray" className="cw-hub-nav__count">
                    {count}
                  </Badge>
                )}
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
