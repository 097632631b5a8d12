import { useTranslation } from "react-i18next";
import { SettingsSection } from "../../screenParts/SettingsSection";
import { LabelManager } from "./LabelManager";

/** The creator's categories and tags (shared by all their hubs); courses get them in the Courses section. */
export function CatalogueSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t("hubs_admin.catalogue.title")} hint={t("hubs_admin.catalogue.hint")}>
      <div className="cw-hub-fields-2">
        <LabelManager kind="categories" />
        <LabelManager kind="tags" />
      </div>
    </SettingsSection>
  );
}
