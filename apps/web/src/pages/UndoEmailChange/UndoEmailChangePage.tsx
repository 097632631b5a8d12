import { Loader } from "@mantine/core";
import { IconMailCheck, IconMailX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ApiError } from "../../api/errors";
import { publicClient, setUnauthorizedHandler } from "../../api/http";
import { clearSessionEverywhere, useSession } from "../../session/store";
import { StatusScreen } from "../../shell/StatusScreen";

interface UndoAnswer {
  message: string;
  data: { id: number; email: string };
}

/**
 * Opened from the notice mailed to the old address after an e-mail change: puts that address back (the server
 * signs the account out everywhere) and, since whoever changed it may know the password, leads to a new one.
 */
export default function UndoEmailChangePage() {
  const { t } = useTranslation();
  const token = useParams().token ?? "";
  const currentUserId = useSession((s) => s.user?.id);
  // The undo signs the account out everywhere: a request of this page's session answered 401 meanwhile (the
  // current user, read at start) forgets the session quietly instead of leaving the result for the login page.
  useEffect(() => {
    setUnauthorizedHandler(clearSessionEverywhere);
    return () => setUnauthorizedHandler(null);
  }, []);
  // A query, not an effect: it runs once per token even when React mounts the page twice.
  const result = useQuery({
    queryKey: ["undoEmailChange", token],
    queryFn: () => publicClient.post<UndoAnswer>("/api/email_change/undo", { token }, { redirectOn404: false }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    // This browser's session of the account was signed out with every other one.
    if (result.data && result.data.data.id === currentUserId) clearSessionEverywhere();
  }, [result.data, currentUserId]);

  if (result.isPending) {
    return (
      <StatusScreen
        icon={<Loader size="sm" />}
        title={t("undo_email_change.checking")}
        text={t("validate_email.checking_text")}
      />
    );
  }
  if (result.isError) {
    const error = result.error;
    const message =
      error instanceof ApiError
        ? (error.validation.errors.token ?? error.serverMessage ?? t("undo_email_change.failed_text"))
        : t("undo_email_change.failed_text");
    return (
      <StatusScreen
        icon={<IconMailX size={36} />}
        color="red"
        title={t("undo_email_change.failed")}
        text={`${message} ${t("undo_email_change.failed_hint")}`}
        actions={[{ label: t("validate_email.to_login"), to: "/login" }]}
      />
    );
  }
  return (
    <StatusScreen
      icon={<IconMailCheck size={36} />}
      color="green"
      title={t("undo_email_change.success")}
      text={`${result.data.message} ${t("undo_email_change.secure")}`}
      actions={[
        { label: t("undo_email_change.new_password"), to: "/forgotPassword" },
        { label: t("validate_email.to_login"), to: "/login", variant: "default" },
      ]}
    />
  );
}
