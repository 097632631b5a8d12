import { Alert, Button, Group, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { authClient } from "../api/http";
import { useSession } from "../session/store";
import { notifySuccess } from "./notify";

/** Until the address is confirmed, ask for it and offer a new link. */
export function EmailVerificationBanner() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const resend = useMutation({
    mutationFn: () =>
      authClient.post<{ message?: string }>("/api/validate_email/resend", undefined, { redirectOn404: false }),
    onSuccess: (answer) => notifySuccess(answer?.message ?? t("email_banner.sent")),
  });
  if (!user || user.email_verified) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMail aria-hidden />}
      mb="md"
      title={t("email_banner.title")}
      // Yellow text on the yellow tint, or white on a yellow button, is below 4.5:1 (axe): dark text instead.
      styles={{ title: { color: "var(--mantine-color-dark-7)" } }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t("email_banner.text", { email: user.email })}</Text>
        <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t("email_banner.resend")}
        </Button>
      </Group>
    </Alert>
  );
}
