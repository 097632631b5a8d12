import {
  HUB_NAME_MAX_LENGTH,
  HUB_VISIBILITIES,
  type Hub,
  LANGUAGES,
  SLUG_MAX_LENGTH,
  slugify,
} from "@coursewright/course-model";
import { Alert, Anchor, Group, Radio, Select, Stack, Switch, Text, TextInput } from "@mantine/core";
import { IconInfoCircle, IconLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { RichTextEditor } from "../../blocks/shared/RichTextEditor";
import { languageInfo, useLanguage } from "../../i18n/language";
import { SettingsSection } from "../../screenParts/SettingsSection";
import { currencyOptions } from "../currencyOptions";
import { VisibilityBadge } from "../VisibilityBadge";
import { type HubForm, hubFieldId } from "./types";

export interface GeneralSectionProps {
  hub: Hub;
  form: HubForm;
  /** Whether the slug still follows the name (the creator has not typed one of their own). */
  slugLinked: boolean;
  onSlugLinked(linked: boolean): void;
}

/** Name and address, description, language and currency, who may see the hub and whether it is published. */
export function GeneralSection({ hub, form, slugLinked, onSlugLinked }: GeneralSectionProps) {
  const { t } = useTranslation();
  const locale = languageInfo(useLanguage((s) => s.code)).bcp47;
  const values = form.getValues();
  const address = `${new URL(hub.url).origin}/hubs/landing/${hub.id}/${values.slug}`;
  const input = (field: "name" | "slug") => ({ id: hubFieldId(field), ...form.getInputProps(field) });

  return (
    <Stack gap="lg">
      <SettingsSection title={t("hubs_admin.general.identity")} hint={t("hubs_admin.general.identity_hint")}>
        <TextInput
          label={t("hubs_admin.fields.name")}
          required
          maxLength={HUB_NAME_MAX_LENGTH}
          {...input("name")}
          onChange={(event) => {
            const name = event.currentTarget.value;
            form.setFieldValue("name", name);
            if (slugLinked) form.setFieldValue("slug", slugify(name));
          }}
          data-testid="hub-name"
        />
        <div>
          <TextInput
            label={t("hubs_admin.fields.slug")}
            description={t("hubs_admin.general.slug_hint")}
            required
            maxLength={SLUG_MAX_LENGTH}
            leftSection={<IconLink size={16} aria-hidden />}
            {...input("slug")}
            onChange={(event) => {
              onSlugLinked(false);
              form.setFieldValue("slug", event.currentTarget.value);
            }}
            spellCheck={false}
            autoCapitalize="off"
            dir="ltr"
            data-testid="hub-slug"
          />
          <Group gap="xs" mt={6} justify="space-between" wrap="wrap">
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }} dir="ltr" data-testid="hub-address">
              {address}
            </Text>
            {!slugLinked && (
              <Anchor
                component="button"
                type="button"
                size="xs"
                onClick={() => {
                  onSlugLinked(true);
                  form.setFieldValue("slug", slugify(values.name));
                }}
                data-testid="hub-slug-from-name"
              >
                {t("hubs_admin.general.slug_from_name")}
              </Anchor>
            )}
          </Group>
          {hub.published && values.slug !== hub.slug && (
            <Text size="xs" c="dimmed" mt={4}>
              {t("hubs_admin.general.slug_redirects")}
            </Text>
          )}
        </div>
        <div id={hubFieldId("description")}>
          <RichTextEditor
            label={t("hubs_admin.fields.description")}
            value={values.description}
            onChange={(html) => form.setFieldValue("description", html)}
            minHeight={140}
          />
          {form.errors.description && (
            <Text size="sm" c="red" mt={4} role="alert">
              {form.errors.description}
            </Text>
          )}
        </div>
      </SettingsSection>

      <SettingsSection title={t("hubs_admin.general.region")} hint={t("hubs_admin.general.region_hint")}>
        <div className="cw-hub-fields-2">
          <Select
            id={hubFieldId("language")}
            label={t("hubs_admin.fields.language")}
            description={t("hubs_admin.general.language_hint")}
            data={LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }))}
            allowDeselect={false}
            {...form.getInputProps("language")}
            data-testid="hub-language"
          />
          <Select
            id={hubFieldId("currency")}
            label={t("hubs_admin.fields.currency")}
            description={t("hubs_admin.general.currency_hint")}
            data={currencyOptions(locale)}
            searchable
            allowDeselect={false}
            limit={60}
            maxDropdownHeight={280}
            nothingFoundMessage={t("hubs_admin.general.currency_none")}
            {...form.getInputProps("currency")}
            data-testid="hub-currency"
          />
        </div>
        {values.currency !== hub.currency && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconInfoCircle aria-hidden />}
            data-testid="hub-currency-warning"
          >
            {t("hubs_admin.general.currency_changed", { from: hub.currency, to: values.currency })}
          </Alert>
        )}
      </SettingsSection>

      <SettingsSection title={t("hubs_admin.general.audience")} hint={t("hubs_admin.general.audience_hint")}>
        <Radio.Group
          id={hubFieldId("visibility")}
          label={t("hubs_admin.fields.visibility")}
          {...form.getInputProps("visibility")}
          data-testid="hub-visibility-field"
        >
          <Stack gap="sm" mt="xs">
            {HUB_VISIBILITIES.map((visibility) => (
              <Radio.Card
                key={visibility}
                value={visibility}
                radius="md"
                p="sm"
                className="cw-hub-radio-card"
                data-testid={`hub-visibility-${visibility}`}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <div>
                    <VisibilityBadge visibility={visibility} />
                    <Text size="sm" mt={4}>
                      {t(`hubs_admin.visibility_text.${visibility}`)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <Switch
          id={hubFieldId("published")}
          label={t("hubs_admin.fields.published")}
          description={values.published ? t("hubs_admin.general.published_on") : t("hubs_admin.general.published_off")}
          {...form.getInputProps("published", { type: "checkbox" })}
          data-testid="hub-published"
        />
      </SettingsSection>
    </Stack>
  );
}
