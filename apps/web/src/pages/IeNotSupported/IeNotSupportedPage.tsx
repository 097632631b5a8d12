import { IconBrowserX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { StatusScreen } from "../../shell/StatusScreen";

export default function IeNotSupportedPage() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<IconBrowserX size={36} />}
      color="orange"
      title={t("ie_not_supported.title")}
      text={t("ie_not_supported.text")}
    />
  );
}
