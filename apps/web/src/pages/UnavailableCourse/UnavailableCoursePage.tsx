import { IconBookOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatusScreen } from "../../shell/StatusScreen";

export default function UnavailableCoursePage() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<IconBookOff size={36} />}
      color="gray"
      title={t("unavailable_course.title")}
      text={t("unavailable_course.text")}
      actions={[{ label: t("common.to_dashboard"), to: "/dashboard" }]}
    />
  );
}
