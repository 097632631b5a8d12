import { type Hub, SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from "@coursewright/course-model";
import { Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SettingsSection } from "../../screenParts/SettingsSection";
import { HubImageField } from "../fields/HubImageField";
import { plainTextOf } from "./plainText";
import { type HubForm, hubFieldId } from "./types";

/** How search engines and link previews show the hub: title, description and image, with the defaults they fall back to. */
export function SeoSection({ hub, form }: { hub: Hub; form: HubForm }) {
  const { t } = useTranslation();
  const values = form.getValues();
  const fallbackTitle = values.name;
  const fallbackDescription = plainTextOf(values.description).slice(0, SEO_DESCRIPTION_MAX_LENGTH);
  const title = values.seo_title.trim() || fallbackTitle;
  const description = values.seo_description.trim() || fallbackDescription;
  const image = values.og_image?.url ?? values.cover?.url ?? null;
  const host = new URL(hub.url).host;
  const counter = (length: number, max: number) => t("hubs_admin.seo.counter", { length, max });
  return (
    <Stack gap="lg">
      <SettingsSection title={t("hubs_admin.seo.title")} hint={t("hubs_admin.seo.hint")}>
        <TextInput
          id={hubFieldId("seo_title")}
          label={t("hubs_admin.fields.seo_title")}
          description={counter(values.seo_title.length, SEO_TITLE_MAX_LENGTH)}
          placeholder={fallbackTitle}
          maxLength={SEO_TITLE_MAX_LENGTH}
          {...form.getInputProps("seo_title")}
          data-testid="hub-seo-title"
        />
        <Textarea
          id={hubFieldId("seo_description")}
          label={t("hubs_admin.fields.seo_description")}
          description={counter(values.seo_description.length, SEO_DESCRIPTION_MAX_LENGTH)}
          placeholder={fallbackDescription || t("hubs_admin.seo.description_placeholder")}
          maxLength={SEO_DESCRIPTION_MAX_LENGTH}
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps("seo_description")}
          data-testid="hub-seo-description"
        />
        <HubImageField
          id={hubFieldId("og_image_media_id")}
          label={t("hubs_admin.fields.og_image")}
          hint={t("hubs_admin.seo.image_hint")}
          value={values.og_image}
          onChange={(og) => form.setFieldValue("og_image", og)}
          error={form.errors.og_image_media_id}
          emptyText={values.cover ? t("hubs_admin.seo.image_cover") : t("hubs_admin.seo.image_none")}
          testId="hub-og-image"
        />
      </SettingsSection>
      <SettingsSection title={t("hubs_admin.seo.preview")} hint={t("hubs_admin.seo.preview_hint")}>
        <div className="cw-hub-link-preview" data-testid="hub-link-preview">
          {image && <img src={image} alt="" className="cw-hub-link-preview__image" />}
          <div className="cw-hub-link-preview__text">
            <Text size="xs" c="dimmed" dir="ltr">
              {host}
            </Text>
            <Text fw={600} lineClamp={2} dir="auto">
              {title}
            </Text>
            {description && (
              <Text size="sm" c="dimmed" lineClamp={3} dir="auto">
                {description}
              </Text>
            )}
          </div>
        </div>
      </SettingsSection>
    </Stack>
  );
}
