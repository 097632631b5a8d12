import { COURSE_MODE, type Course, DEFAULT_COURSE_PREVIEW_IMAGE_PATH } from "@coursewright/course-model";
import { ActionIcon, Badge, Menu, Text, Tooltip } from "@mantine/core";
import {
  IconClock,
  IconCopy,
  IconDots,
  IconFiles,
  IconLayoutGrid,
  IconPackageExport,
  IconSchool,
  IconSettings,
  IconShare,
  IconTrash,
} from "@tabler/icons-react";
import { lazy, Suspense, type SyntheticEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDate } from "../../i18n/format";

export interface CourseCardProps {
  course: Course;
  onDuplicate(course: Course): void;
  onDelete(course: Course): void;
  duplicating: boolean;
}

/** A broken or expired image URL falls back to the default preview instead of an empty frame. */
function showDefaultImage(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(DEFAULT_COURSE_PREVIEW_IMAGE_PATH)) img.src = DEFAULT_COURSE_PREVIEW_IMAGE_PATH;
}

// The share dialog loads when a creator opens it, not with the list.
const ShareCourseDialog = lazy(() => import("../../shares/ShareCourseDialog"));
const ExportScormDialog = lazy(() => import("../../export/ExportScormDialog"));
const ExportCmi5Dialog = lazy(() => import("../../export/ExportCmi5Dialog"));

export const builderPath = (id: number) => `/courseBuilder/${id}`;
export const settingsPath = (id: number) => `/editCourse/${id}`;

/** One course: the card opens the builder; settings and the other actions are buttons on top of it. */
export function CourseCard({ course, onDuplicate, onDelete, duplicating }: CourseCardProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const presentation = course.mode === COURSE_MODE.PRESENTATION;
  const pages = course.pages_order.length;
  const modeLabel = presentation ? t("courses.mode.presentation") : t("courses.mode.learning");
  const modeColor = presentation ? "grape" : "brand";
  const [sharing, setSharing] = useState(false);
  const [exporting, setExporting] = useState<"scorm" | "cmi5" | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The dialogs unmount when they close and the menu item that opened them is gone with the menu: the card's
  // menu button gets the focus back, so a keyboard user carries on from where they were.
  const backToMenu = () => requestAnimationFrame(() => menuButton.current?.focus());
  const closeSharing = () => {
    setSharing(false);
    backToMenu();
  };
  const closeExport = () => {
    setExporting(null);
    backToMenu();
  };
  return (
    <article className="cw-course-card" data-testid="course-card" aria-labelledby={`course-${course.id}-title`}>
      <div className="cw-course-thumb">
        <img
          src={course.preview_image.url || DEFAULT_COURSE_PREVIEW_IMAGE_PATH}
          alt=""
          loading="lazy"
          onError={showDefaultImage}
        />
        <Badge className="cw-course-badge" variant="white" color={modeColor} radius="sm" data-testid="course-mode">
          {modeLabel}
        </Badge>
      </div>
      <div className="cw-course-body">
        <Link
          id={`course-${course.id}-title`}
          to={builderPath(course.id)}
          className="cw-course-link"
          title={course.title}
          dir="auto"
        >
          {course.title}
        </Link>
        <div className="cw-course-footer">
          <div className="cw-course-meta">
            <Badge className="cw-course-badge-inline" variant="light" color={modeColor} radius="sm" size="sm">
              {modeLabel}
            </Badge>
            <Text span size="xs" c="dimmed" className="cw-course-fact">
              <IconClock size={14} aria-hidden />
              {t("courses.card.updated", { date: formatDate(course.updated_at) })}
            </Text>
            <Text span size="xs" c="dimmed" className="cw-course-fact" data-testid="course-pages">
              <IconFiles size={14} aria-hidden />
              {t("courses.card.pages", { count: pages })}
            </Text>
          </div>
          <div className="cw-course-actions">
            <Tooltip label={t("courses.actions.settings")} withArrow openDelay={300}>
              <ActionIcon
                component={Link}
                to={settingsPath(course.id)}
                variant="default"
                size="lg"
                aria-label={t("courses.actions.settings_of", { title: course.title })}
              >
                <IconSettings size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Menu position="bottom-end" withinPortal shadow="md" width={210}>
              <Menu.Target>
                <ActionIcon
                  ref={menuButton}
                  variant="default"
                  size="lg"
                  loading={duplicating}
                  aria-label={t("courses.actions.menu_of", { title: course.title })}
                  data-testid="course-menu"
                >
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  component={Link}
                  to={builderPath(course.id)}
                  leftSection={<IconLayoutGrid size={16} aria-hidden />}
                >
                  {t("courses.actions.open_builder")}
                </Menu.Item>
                <Menu.Item
                  component={Link}
                  to={settingsPath(course.id)}
                  leftSection={<IconSettings size={16} aria-hidden />}
                >
                  {t("courses.actions.settings")}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconShare size={16} aria-hidden />}
                  onClick={() => setSharing(true)}
                  data-testid="course-share"
                >
                  {t("shares.action")}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconPackageExport size={16} aria-hidden />}
                  onClick={() => setExporting("scorm")}
                  data-testid="course-export-scorm"
                >
                  {t("scorm_export.action")}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconSchool size={16} aria-hidden />}
                  onClick={() => setExporting("cmi5")}
                  data-testid="course-export-cmi5"
                >
                  {t("cmi5_export.action")}
                </Menu.Item>
                <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onDuplicate(course)}>
                  {t("courses.actions.duplicate")}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => onDelete(course)}
                >
                  {t("courses.actions.delete")}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </div>
        </div>
      </div>
      {sharing && (
        <Suspense fallback={null}>
          <ShareCourseDialog course={course} onClose={closeSharing} />
        </Suspense>
      )}
      {exporting === "scorm" && (
        <Suspense fallback={null}>
          <ExportScormDialog course={course} onClose={closeExport} />
        </Suspense>
      )}
      {exporting === "cmi5" && (
        <Suspense fallback={null}>
          <ExportCmi5Dialog course={course} onClose={closeExport} />
        </Suspense>
      )}
    </article>
  );
}
