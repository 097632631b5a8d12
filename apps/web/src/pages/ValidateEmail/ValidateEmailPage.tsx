import type { User } from "@coursewright/course-model";
import { Loader } from "@mantine/core";
import { IconCircleCheck, IconMailX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ApiError } from "../../api/errors";
import { publicClient } from "../../api/http";
import { updateUser, useIsLoggedIn, useSession } from "../../session/store";
import { StatusScreen } from "../../shell/StatusScreen";

interface ValidateAnswer {
  message?: string;
  data?: User;
}

/** Opened from the confirmation mail: confirms the address and says what happened. */
export default function ValidateEmailPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? "";
  const loggedIn = useIsLoggedIn();
  const currentUserId = useSession((s) => s.user?.id);
  // A query, not an effect: it runs once per token even when React mounts the page twice.
  const result = useQuery({
    queryKey: ["validateEmail", token],
    queryFn: () => publicClient.post<ValidateAnswer>("/api/validate_email", { token }, { redirectOn404: false }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    const user = result.data?.data;
    if (user && user.id === currentUserId) updateUser(user);
  }, [result.data, currentUserId]);

  const onwards = loggedIn
    ? { label: t("validate_email.to_dashboard"), to: "/dashboard" }
    : { label: t("validate_email.to_login"), to: "/login" };

  if (result.isPending) {
    return (
      <StatusScreen
        icon={<Loader size="sm" />}
        title={t("validate_email.checking")}
        text={t("validate_email.checking_text")}
      />
    );
  }
  if (result.isError) {
    const error = result.error;
    const message =
      error instanceof ApiError
        ? (error.validation.errors.token ?? error.serverMessage ?? t("validate_email.failed_text"))
        : t("validate_email.failed_text");
    return (
      <StatusScreen
        icon={<IconMailX size={36} />}
        color="red"
        title={t("validate_email.failed")}
        text={`${message} ${t("validate_email.failed_hint")}`}
        actions={[onwards]}
      />
    );
  }
  return (
    <StatusScreen
      icon={<IconCircleCheck size={36} />}
      color="green"
      title={t("validate_email.success")}
      text={result.data?.message ?? t("validate_email.success_text")}
      actions={[onwards]}
    />
  );
}
