import { IconDeviceDesktop } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatusScreen } from "../../shell/StatusScreen";

/** The builder is made for 1280 px and up; a phone gets a friendly way out instead of a cramped canvas. */
export function PhoneNotice({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<IconDeviceDesktop size={36} />}
      title={t("builder.phone.title")}
      text={t("builder.phone.text")}
      actions={[
        { label: t("builder.phone.courses"), to: "/coursesList" },
        { label: t("builder.phone.settings"), to: `/editCourse/${courseId}`, variant: "default" },
      ]}
    />
  );
}
