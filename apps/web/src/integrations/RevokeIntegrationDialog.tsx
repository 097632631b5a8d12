import type { ApiIntegration } from "@coursewright/course-model";
import { IconPlugOff } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showServerError } from "../forms/serverErrors";
import { notifySuccess } from "../shell/notify";
import { ConfirmDialog } from "./ConfirmDialog";
import { useRevokeIntegration } from "./queries";

/** Revoking cannot be undone: the external system, its launches and embedded players stop at once. */
export function RevokeIntegrationDialog({
  integration,
  onClose,
  onRevoked,
}: {
  integration: ApiIntegration | null;
  onClose(): void;
  onRevoked?(): void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const revoke = useRevokeIntegration();
  const close = () => {
    setError(null);
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={integration !== null}
      title={t("integrations.revoke.title")}
      text={t("integrations.revoke.text")}
      name={integration?.title ?? ""}
      confirmLabel={t("integrations.revoke.confirm")}
      confirmIcon={<IconPlugOff size={16} aria-hidden />}
      busy={revoke.isPending}
      error={error}
      onClose={close}
      testId="integration-revoke-dialog"
      onConfirm={() => {
        if (!integration) return;
        setError(null);
        revoke.mutate(integration, {
          onSuccess: () => {
            notifySuccess(t("integrations.revoke.done", { title: integration.title }));
            close();
            onRevoked?.();
          },
          onError: (e) => setError(showServerError(e, { setErrors: () => undefined, fields: [] }, t)),
        });
      }}
    />
  );
}
