import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatusScreen } from "../../shell/StatusScreen";

export default function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<IconLock size={36} />}
      color="red"
      title={t("access_denied.title")}
      text={t("access_denied.text")}
      actions={[{ label: t("common.to_dashboard"), to: "/dashboard" }]}
    />
  );
}
