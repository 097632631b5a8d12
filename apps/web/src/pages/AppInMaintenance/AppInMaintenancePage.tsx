import { Button } from "@mantine/core";
import { IconTool } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatusScreen } from "../../shell/StatusScreen";

export default function AppInMaintenancePage() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<IconTool size={36} />}
      color="orange"
      title={t("maintenance.title")}
      text={t("maintenance.text")}
    >
      <Button onClick={() => window.location.assign("/dashboard")}>{t("common.try_again")}</Button>
    </StatusScreen>
  );
}
