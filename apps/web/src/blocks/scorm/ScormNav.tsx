import type { ActivityDisplayStatus, OutlineEntry } from "@coursewright/course-model";
import { Button, Drawer, Group, Text, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  IconChevronLeft,
  IconChevronRight,
  IconCircle,
  IconCircleCheck,
  IconCircleDashed,
  IconCircleHalf2,
  IconCircleX,
  IconListTree,
  IconRosetteDiscountCheck,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";
import classes from "./ScormNav.module.css";

function StatusIcon({ status }: { status: ActivityDisplayStatus }) {
  const props = { size: 16, "aria-hidden": true } as const;
  switch (status) {
    case "passed":
      return <IconRosetteDiscountCheck {...props} color="var(--mantine-color-green-8)" />;
    case "failed":
      return <IconCircleX {...props} color="var(--mantine-color-red-8)" />;
    case "completed":
      return <IconCircleCheck {...props} color="var(--mantine-color-teal-8)" />;
    case "incomplete":
      return <IconCircleHalf2 {...props} color="var(--mantine-color-blue-8)" />;
    default:
      return <IconCircleDashed {...props} color="var(--mantine-color-gray-7)" />;
  }
}

function useStatusLabel() {
  const { t } = useTranslation();
  // Literal keys: the player's message collector reads them from the code.
  return (status: ActivityDisplayStatus): string =>
    ({
      not_attempted: t("scorm.nav.not_attempted"),
      incomplete: t("scorm.nav.incomplete"),
      completed: t("scorm.nav.completed"),
      passed: t("scorm.nav.passed"),
      failed: t("scorm.nav.failed"),
    })[status];
}

/** The package's organization as a list of its activities, each with its status; the choosable ones are buttons. */
export function ScormTree({ entries, onChoose }: { entries: OutlineEntry[]; onChoose(id: string): void }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  const chrome = useInterfaceRootProps();
  return (
    <nav aria-label={t("scorm.nav.label")}>
      <ul className={classes.list}>
        {entries.map((entry) => {
          const label = (
            <>
              {entry.hasChildren ? <IconCircle size={8} aria-hidden /> : <StatusIcon status={entry.status} />}
              <span className={classes.title}>{entry.title}</span>
              <span className={classes.hidden} {...chrome}>
                {entry.hasChildren ? "" : `, ${statusLabel(entry.status)}`}
                {entry.current ? `, ${t("scorm.nav.current")}` : ""}
              </span>
            </>
          );
          return (
            <li key={entry.id} style={{ paddingInlineStart: entry.depth * 14 }}>
              {entry.choosable && !entry.current && entry.sco ? (
                <UnstyledButton className={classes.item} onClick={() => onChoose(entry.id)}>
                  {label}
                </UnstyledButton>
              ) : (
                <div
                  className={classes.item}
                  data-current={entry.current || undefined}
                  data-disabled={entry.disabled || undefined}
                  aria-current={entry.current ? "step" : undefined}
                >
                  {label}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface ScormNavBarProps {
  title: string;
  entries: OutlineEntry[];
  canPrevious: boolean;
  canNext: boolean;
  busy: boolean;
  treeOpen: boolean;
  onToggleTree(): void;
  onPrevious(): void;
  onNext(): void;
  onChoose(id: string): void;
}

/**
 * Previous / next and the contents toggle above the SCO. From the small breakpoint down, the tree opens in a
 * drawer instead of beside the frame.
 */
export function ScormNavBar(props: ScormNavBarProps): ReactNode {
  const { t } = useTranslation();
  const narrow = useMediaQuery("(max-width: 48em)") ?? false;
  // The bar's words are the interface's; the SCO's title between them is the package's own.
  const chrome = useInterfaceRootProps();
  return (
    <>
      {/* On a phone the SCO's title takes a line of its own above the buttons, so it is not cut to a few letters. */}
      <Group gap="xs" justify="space-between" wrap={narrow ? "wrap" : "nowrap"} className={classes.bar}>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconListTree size={16} aria-hidden />}
          aria-expanded={props.treeOpen}
          onClick={props.onToggleTree}
          {...chrome}
        >
          {narrow ? t("scorm.nav.contents") : props.treeOpen ? t("scorm.nav.hide") : t("scorm.nav.show")}
        </Button>
        <Text size="sm" fw={600} lineClamp={2} className={classes.barTitle} data-testid="scorm-sco-title">
          {props.title}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            disabled={!props.canPrevious || props.busy}
            onClick={props.onPrevious}
            {...chrome}
            // Named apart from the course's own Previous / Next (the visible word stays, as WCAG's label in name asks).
            aria-label={t("scorm.nav.previous_label")}
          >
            {t("scorm.nav.previous")}
          </Button>
          <Button
            size="xs"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            disabled={!props.canNext || props.busy}
            onClick={props.onNext}
            {...chrome}
            aria-label={t("scorm.nav.next_label")}
          >
            {t("scorm.nav.next")}
          </Button>
        </Group>
      </Group>
      {narrow && (
        <Drawer
          opened={props.treeOpen}
          onClose={props.onToggleTree}
          title={t("scorm.nav.label")}
          size="85%"
          closeButtonProps={{ "aria-label": t("scorm.nav.hide") }}
        >
          <ScormTree
            entries={props.entries}
            onChoose={(id) => {
              props.onToggleTree();
              props.onChoose(id);
            }}
          />
        </Drawer>
      )}
    </>
  );
}

export const useNarrow = () => useMediaQuery("(max-width: 48em)") ?? false;
