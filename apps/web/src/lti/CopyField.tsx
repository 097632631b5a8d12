import { Button, CopyButton, Group, Textarea, TextInput } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A read-only value the platform admin needs, with a button that copies it. */
export function CopyField({
  label,
  value,
  testId,
  multiline = false,
}: {
  label: string;
  value: string;
  testId: string;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  const common = {
    readOnly: true,
    label,
    value,
    dir: "ltr",
    style: { flex: 1, minWidth: 0 },
    "data-testid": testId,
  } as const;
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      {multiline ? (
        <Textarea {...common} autosize minRows={4} maxRows={10} styles={{ input: { fontFamily: "monospace" } }} />
      ) : (
        <TextInput {...common} onFocus={(event) => event.currentTarget.select()} />
      )}
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? "light" : "default"}
            color={copied ? "green" : undefined}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            onClick={copy}
            aria-label={t("lti.copy_named", { label })}
            data-testid={`${testId}-copy`}
          >
            {copied ? t("lti.copied") : t("lti.copy")}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
