import { IconMapQuestion } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useIsLoggedIn } from "../../session/store";
import { StatusScreen } from "../../shell/StatusScreen";

/** The 404 screen; also stands in for screens that later issues build. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  return (
    <StatusScreen
      icon={<IconMapQuestion size={36} />}
      title={t("not_found.title")}
      text={t("not_found.text")}
      actions={[
        loggedIn
          ? { label: t("common.to_dashboard"), to: "/dashboard" }
          : { label: t("not_found.to_login"), to: "/login" },
      ]}
    />
  );
}
