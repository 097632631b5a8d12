import { IconPlugConnectedX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { StatusScreen } from "../shell/StatusScreen";

const REASONS = ["expired", "unavailable", "network"] as const;

/**
 * What an embedded player or builder shows when its launch cannot be used. It offers no way on: inside a
 * learning platform's frame only the platform can start a new launch.
 */
export default function LaunchErrorPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const reason = REASONS.find((candidate) => candidate === search.get("reason")) ?? "expired";
  return (
    <StatusScreen
      icon={<IconPlugConnectedX size={36} />}
      color="red"
      title={t(`embedded.${reason}_title`)}
      text={t(`embedded.${reason}_text`)}
    />
  );
}
