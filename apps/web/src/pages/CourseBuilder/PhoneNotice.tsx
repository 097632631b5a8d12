import { IconDeviceDesktop } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatusScreen } from "../../shell/StatusScreen";
import { previewPath } from "./TopBar";

/**
 * Below 1024 px the builder's page, drawers and grid do not fit: it says so and why, and offers the way back to
 * the courses and the preview of this course, which reads well on any screen.
 */
export function PhoneNotice({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<IconDeviceDesktop size={36} />}
      title={t("builder.phone.title")}
      text={t("builder.phone.text")}
      actions={[
        { label: t("builder.phone.courses"), to: "/coursesList" },
        { label: t("builder.phone.preview"), to: previewPath(courseId, null), variant: "default" },
        { label: t("builder.phone.settings"), to: `/editCourse/${courseId}`, variant: "light" },
      ]}
    />
  );
}
