import { useTranslation } from "react-i18next";
import { RegisterForm } from "./RegisterForm";

export default function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <RegisterForm
      endpoint="/api/register"
      title={t("registration.title")}
      subtitle={t("registration.subtitle")}
      switchLink={{ to: "/content_creator_registration", label: t("registration.switch_to_creator") }}
    />
  );
}
