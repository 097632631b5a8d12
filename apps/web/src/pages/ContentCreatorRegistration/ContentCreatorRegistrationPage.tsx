import { useTranslation } from "react-i18next";
import { RegisterForm } from "../Registration/RegisterForm";

export default function ContentCreatorRegistrationPage() {
  const { t } = useTranslation();
  return (
    <RegisterForm
      endpoint="/api/content_creator_register"
      title={t("creator_registration.title")}
      subtitle={t("creator_registration.subtitle")}
      switchLink={{ to: "/registration", label: t("creator_registration.switch_to_learner") }}
    />
  );
}
