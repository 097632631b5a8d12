import { MAX_ALLOWED_ORIGINS } from "@coursewright/course-model";
import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { IntegrationFormValues } from "./formValues";

/** One field per allowed origin; a row can be added (up to the limit) and removed (the last one is emptied). */
export function OriginsEditor({ form }: { form: UseFormReturnType<IntegrationFormValues> }) {
  const { t } = useTranslation();
  const origins = form.getValues().origins;
  const remove = (index: number) => {
    if (origins.length === 1) form.setFieldValue("origins.0", "");
    else form.removeListItem("origins", index);
  };
  return (
    <Stack gap="xs" role="group" aria-labelledby="integration-origins-label">
      <Text size="sm" fw={500} id="integration-origins-label">
        {t("integrations.form.origins")}
      </Text>
      <Text size="xs" c="dimmed">
        {t("integrations.form.origins_hint")}
      </Text>
      {origins.map((_origin, index) => (
        // Rows have no identity of their own; the index is what the form's paths use too.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            placeholder="https://lms.example.com"
            aria-label={t("integrations.form.origin_n", { n: index + 1 })}
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            data-testid={`integration-origin-${index}`}
            {...form.getInputProps(`origins.${index}`)}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            mt={2}
            onClick={() => remove(index)}
            aria-label={t("integrations.form.remove_origin", { n: index + 1 })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {form.errors.origins && (
        <Text size="xs" c="red" role="alert">
          {form.errors.origins}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={origins.length >= MAX_ALLOWED_ORIGINS}
          onClick={() => form.insertListItem("origins", "")}
          data-testid="integration-add-origin"
        >
          {t("integrations.form.add_origin")}
        </Button>
      </Group>
    </Stack>
  );
}
