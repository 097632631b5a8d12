import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { type SafeParser, schemaErrors } from "../../forms/validate";

export interface NameDialogProps {
  opened: boolean;
  heading: string;
  label: string;
  submitLabel: string;
  initial: string;
  schema: SafeParser;
  onSubmit(title: string): Promise<unknown>;
  onDone(): void;
  onClose(): void;
}

/** One title field: a new folder's name or an entry's new name. Server errors show under the field. */
export function NameDialog(props: NameDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("media.close") }}
      opened={props.opened}
      onClose={props.onClose}
      title={props.heading}
      centered
    >
      {/* Mounted per opening so the field starts from the entry's current name. */}
      {props.opened && <NameForm {...props} />}
    </Modal>
  );
}

function NameForm({ label, submitLabel, initial, schema, onSubmit, onDone, onClose }: NameDialogProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { title: initial },
    validate: (values) => schemaErrors(schema, values, t),
  });
  const save = useMutation({
    mutationFn: (title: string) => onSubmit(title),
    onSuccess: onDone,
    onError: (error) => setFormError(showServerError(error, { setErrors: form.setErrors, fields: ["title"] }, t)),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setFormError(null);
        save.mutate(values.title.trim());
      })}
    >
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput
          label={label}
          required
          data-autofocus
          onFocus={(event) => event.currentTarget.select()}
          {...form.getInputProps("title")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("media.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
