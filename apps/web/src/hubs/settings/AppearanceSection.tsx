import { DEFAULT_HUB_COLORS, type Rgba, rgbaToHex } from "@coursewright/course-model";
import { ColorInput, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SettingsSection } from "../../screenParts/SettingsSection";
import { useThemeChoices } from "../../themes/queries";
import { HubImageField } from "../fields/HubImageField";
import { HubHeroPreview } from "./HubHeroPreview";
import { type HubForm, hubFieldId } from "./types";

const COLOR_FIELDS = ["primary", "background", "text"] as const;

/** Logo, cover and the landing pages' colours: a course theme's, or the hub's own three. */
export function AppearanceSection({ form }: { form: HubForm }) {
  const { t } = useTranslation();
  const themes = useThemeChoices();
  const values = form.getValues();
  const theme = themes.data?.find((item) => String(item.id) === values.theme_id);
  const fromTheme = values.color_source === "theme";
  // The theme's colours as the landing pages take them (the server's rule): its buttons, page background and text.
  const hex = (color: Rgba | null, fallback: string) => (color ? rgbaToHex(color) : fallback);
  const shown =
    fromTheme && theme
      ? {
          primary: hex(theme.button_background_color, DEFAULT_HUB_COLORS.primary),
          background: hex(theme.page_background_color, DEFAULT_HUB_COLORS.background),
          text: hex(theme.font_color, DEFAULT_HUB_COLORS.text),
        }
      : values.colors;
  return (
    <Stack gap="lg">
      <SettingsSection title={t("hubs_admin.appearance.images")} hint={t("hubs_admin.appearance.images_hint")}>
        <div className="cw-hub-fields-2">
          <HubImageField
            id={hubFieldId("logo_media_id")}
            label={t("hubs_admin.fields.logo")}
            hint={t("hubs_admin.appearance.logo_hint")}
            value={values.logo}
            onChange={(logo) => form.setFieldValue("logo", logo)}
            error={form.errors.logo_media_id}
            shape="square"
            testId="hub-logo"
          />
          <HubImageField
            id={hubFieldId("cover_media_id")}
            label={t("hubs_admin.fields.cover")}
            hint={t("hubs_admin.appearance.cover_hint")}
            value={values.cover}
            onChange={(cover) => form.setFieldValue("cover", cover)}
            error={form.errors.cover_media_id}
            testId="hub-cover"
          />
        </div>
      </SettingsSection>
      <SettingsSection title={t("hubs_admin.appearance.colors")} hint={t("hubs_admin.appearance.colors_hint")}>
        <SegmentedControl
          value={values.color_source}
          onChange={(source) => form.setFieldValue("color_source", source === "theme" ? "theme" : "own")}
          data={[
            { value: "own", label: t("hubs_admin.appearance.own_colors") },
            { value: "theme", label: t("hubs_admin.appearance.theme_colors") },
          ]}
          aria-label={t("hubs_admin.appearance.colors")}
          data-testid="hub-color-source"
        />
        {fromTheme ? (
          <Select
            id={hubFieldId("theme_id")}
            label={t("hubs_admin.fields.theme")}
            description={t("hubs_admin.appearance.theme_hint")}
            placeholder={t("hubs_admin.appearance.theme_placeholder")}
            data={(themes.data ?? []).map((item) => ({ value: String(item.id), label: item.title }))}
            value={values.theme_id}
            onChange={(id) => form.setFieldValue("theme_id", id)}
            error={form.errors.theme_id ?? (themes.isError ? t("themes.field.load_failed") : undefined)}
            disabled={themes.isPending}
            searchable
            nothingFoundMessage={t("hubs_admin.appearance.no_themes")}
            data-testid="hub-theme"
          />
        ) : (
          <div className="cw-hub-fields-3">
            {COLOR_FIELDS.map((field) => (
              <ColorInput
                key={field}
                id={hubFieldId(`colors.${field}`)}
                label={t(`hubs_admin.appearance.color_${field}`)}
                format="hex"
                withEyeDropper={false}
                {...form.getInputProps(`colors.${field}`)}
                data-testid={`hub-color-${field}`}
              />
            ))}
          </div>
        )}
        {fromTheme && themes.data && themes.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("hubs_admin.appearance.no_themes")}
          </Text>
        )}
        <HubHeroPreview
          name={values.name}
          colors={shown}
          cover={values.cover?.url ?? null}
          logo={values.logo?.url ?? null}
        />
      </SettingsSection>
    </Stack>
  );
}
