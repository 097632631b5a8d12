import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Mantine's PasswordInput with its show/hide button labelled in the interface language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordInput visibilityToggleButtonProps={{ "aria-label": t("fields.toggle_password") }} {...props} />;
}
