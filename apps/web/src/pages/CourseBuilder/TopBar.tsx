import { ActionIcon, Anchor, Badge, Button, Group, Text, Tooltip } from "@mantine/core";
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconArrowLeft,
  IconDeviceFloppy,
  IconEye,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLayoutSidebarRightCollapse,
  IconLayoutSidebarRightExpand,
  IconPackageExport,
  IconSchool,
  IconShare,
} from "@tabler/icons-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toggleLeft, toggleRight } from "../../builder/actions";
import { shortcutKeys } from "../../builder/shortcuts";
import {
  redoEdit,
  undoEdit,
  useBuilderState,
  useBuilderStore,
  useCanRedo,
  useCanUndo,
  useDirty,
} from "../../builder/store";
import { useEmbeddedLaunch } from "../../embedded/embeddedSession";

const ShareCourseDialog = lazy(() => import("../../shares/ShareCourseDialog"));
const ExportScormDialog = lazy(() => import("../../export/ExportScormDialog"));
const ExportCmi5Dialog = lazy(() => import("../../export/ExportCmi5Dialog"));

/** The player's preview of the saved course, on the page being edited; it keeps no progress. */
export const previewPath = (courseId: number, pageId: number | null) =>
  `/coursePlayer/${courseId}?progress_mode=preview${pageId !== null && pageId > 0 ? `&page=${pageId}` : ""}`;

interface TopBarProps {
  courseId: number;
  title: string;
  onSave(): void;
}

type ExportKind = "scorm" | "cmi5";

/** The bar's two package exports: same button, own words, icon and dialog. */
const EXPORTS = [
  { kind: "scorm", label: "scorm_export.action", Icon: IconPackageExport },
  { kind: "cmi5", label: "cmi5_export.action", Icon: IconSchool },
] as const satisfies readonly { kind: ExportKind; label: string; Icon: unknown }[];

/**
 * The builder's bar: back to the list, the course, undo and redo, the unsaved mark, save and the drawers. Embedded
 * in another system (a builder launch), it keeps to the course's builder: no way to the list, the course's
 * settings, sharing or the SCORM and cmi5 exports, which the launch does not cover.
 */
export function TopBar({ courseId, title, onSave }: TopBarProps) {
  const { t } = useTranslation();
  const canUndo = useCanUndo();
  const canRedo = useCanRedo();
  const dirty = useDirty();
  const saving = useBuilderStore((s) => s.saveStatus === "saving");
  const leftOpen = useBuilderStore((s) => s.leftOpen);
  const rightOpen = useBuilderStore((s) => s.rightOpen);
  const activePageId = useBuilderState()?.activePageId ?? null;
  const [sharing, setSharing] = useState(false);
  const [exporting, setExporting] = useState<ExportKind | null>(null);
  const exportButtons = { scorm: useRef<HTMLButtonElement>(null), cmi5: useRef<HTMLButtonElement>(null) };
  // The dialog is unmounted when it closes, so its own focus return never runs: the button that opened it gets
  // the focus back, as a keyboard user expects.
  const closeExport = () => {
    const trigger = exporting === null ? null : exportButtons[exporting].current;
    setExporting(null);
    requestAnimationFrame(() => trigger?.focus());
  };
  const embedded = useEmbeddedLaunch() !== null;

  return (
    <Group component="header" className="cw-builder-bar" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {!embedded && (
          <Tooltip label={t("builder.toolbar.back")} withArrow>
            <ActionIcon
              component={Link}
              to="/coursesList"
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t("builder.toolbar.back")}
              data-testid="builder-back"
            >
              <IconArrowLeft size={20} className="cw-flip-rtl" aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={leftOpen ? t("builder.toolbar.hide_tree") : t("builder.toolbar.show_tree")} withArrow>
          <ActionIcon
            variant={leftOpen ? "light" : "subtle"}
            color="gray"
            size="lg"
            onClick={toggleLeft}
            aria-label={t("builder.toolbar.toggle_tree")}
            aria-pressed={leftOpen}
            data-testid="toggle-left"
          >
            {leftOpen ? (
              <IconLayoutSidebarLeftCollapse size={20} className="cw-flip-rtl" aria-hidden />
            ) : (
              <IconLayoutSidebarLeftExpand size={20} className="cw-flip-rtl" aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" lh={1.2}>
            {t("builder.toolbar.heading")}
          </Text>
          {embedded ? (
            <Text
              fw={700}
              truncate="end"
              dir="auto"
              className="cw-builder-bar__title"
              data-testid="builder-course-title"
            >
              {title}
            </Text>
          ) : (
            <Tooltip label={t("builder.toolbar.course_settings")} withArrow openDelay={400}>
              <Anchor
                component={Link}
                to={`/editCourse/${courseId}`}
                fw={700}
                c="dark"
                truncate="end"
                dir="auto"
                className="cw-builder-bar__title"
                data-testid="builder-course-title"
              >
                {title}
              </Anchor>
            </Tooltip>
          )}
        </div>
      </Group>

      <Group gap="xs" wrap="nowrap">
        <Tooltip label={`${t("builder.toolbar.undo")} (${shortcutKeys("undo")})`} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={undoEdit}
            disabled={!canUndo || saving}
            aria-label={t("builder.toolbar.undo")}
            data-testid="builder-undo"
          >
            <IconArrowBackUp size={20} className="cw-flip-rtl" aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={`${t("builder.toolbar.redo")} (${shortcutKeys("redo")})`} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={redoEdit}
            disabled={!canRedo || saving}
            aria-label={t("builder.toolbar.redo")}
            data-testid="builder-redo"
          >
            <IconArrowForwardUp size={20} className="cw-flip-rtl" aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t("player.preview_saved_tooltip")} withArrow multiline w={240}>
          <ActionIcon
            component="a"
            href={previewPath(courseId, activePageId)}
            target="_blank"
            rel="noopener"
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t("player.preview_saved")}
            data-testid="builder-preview"
          >
            <IconEye size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {!embedded && (
          <>
            <Tooltip label={t("shares.action")} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={() => setSharing(true)}
                aria-label={t("shares.action")}
                data-testid="builder-share"
              >
                <IconShare size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
            {/* The course card's menu uses the same icons and words for both exports. */}
            {EXPORTS.map(({ kind, label, Icon }) => (
              <Tooltip key={kind} label={t(label)} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  ref={exportButtons[kind]}
                  onClick={() => setExporting(kind)}
                  aria-label={t(label)}
                  data-testid={`builder-export-${kind}`}
                >
                  <Icon size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ))}
          </>
        )}
        {/* Mantine's yellow text on its light yellow is 2.7:1; dark text reads at AA. */}
        {dirty && (
          <Badge color="yellow" variant="light" c="dark.6" data-testid="builder-unsaved">
            {t("builder.toolbar.unsaved")}
          </Badge>
        )}
        <Tooltip label={`${t("builder.toolbar.save")} (${shortcutKeys("save")})`} withArrow>
          <Button
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            loading={saving}
            disabled={!dirty && !saving}
            onClick={onSave}
            data-testid="builder-save"
          >
            {t("builder.toolbar.save")}
          </Button>
        </Tooltip>
        <Tooltip label={rightOpen ? t("builder.toolbar.hide_panel") : t("builder.toolbar.show_panel")} withArrow>
          <ActionIcon
            variant={rightOpen ? "light" : "subtle"}
            color="gray"
            size="lg"
            onClick={toggleRight}
            aria-label={t("builder.toolbar.toggle_panel")}
            aria-pressed={rightOpen}
            data-testid="toggle-right"
          >
            {rightOpen ? (
              <IconLayoutSidebarRightCollapse size={20} className="cw-flip-rtl" aria-hidden />
            ) : (
              <IconLayoutSidebarRightExpand size={20} className="cw-flip-rtl" aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
      </Group>
      {sharing && (
        <Suspense fallback={null}>
          <ShareCourseDialog course={{ id: courseId, title }} onClose={() => setSharing(false)} />
        </Suspense>
      )}
      {exporting === "scorm" && (
        <Suspense fallback={null}>
          <ExportScormDialog course={{ id: courseId, title }} onClose={closeExport} />
        </Suspense>
      )}
      {exporting === "cmi5" && (
        <Suspense fallback={null}>
          <ExportCmi5Dialog course={{ id: courseId, title }} onClose={closeExport} />
        </Suspense>
      )}
    </Group>
  );
}
