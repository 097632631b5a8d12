import { Alert, Button, Divider, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import { IconDownload, IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { RotateLaunchSection } from "./RotateLaunchSection";
import { usePackageDownload } from "./usePackageDownload";

/** One of the package's two or more forms (a SCORM version, a cmi5 launch method). */
export interface PackageChoice<T extends string> {
  value: T;
  label: string;
  hint: string;
  testId: string;
}

export interface PackageExportDialogProps<T extends string> {
  course: { id: number; title: string };
  onClose(): void;
  title: string;
  testId: string;
  choiceLabel: string;
  choices: readonly PackageChoice<T>[];
  choice: T;
  onChoice(value: T): void;
  explanation: string;
  downloadTestId: string;
  /** Downloads the package of the current choice, reporting its progress; gives the saved file's name. */
  download(onProgress: (percent: number | null) => void): Promise<string>;
  rotate: { onRotate(): Promise<{ message: string }>; texts: { hint: string; rotate: string; confirm: string } };
}

/**
 * What the SCORM and cmi5 export dialogs share: the course's title, a choice of the package's form, what the
 * package does (it loads the course from this server), the download with its progress, and the launch rotation.
 */
export function PackageExportDialog<T extends string>(props: PackageExportDialogProps<T>) {
  const { t } = useTranslation();
  const { course, onClose, choices } = props;
  const { loading, download, feedback } = usePackageDownload(onClose);
  return (
    <Modal
      opened
      onClose={loading ? () => {} : onClose}
      title={props.title}
      size="lg"
      closeButtonProps={{ "aria-label": t("scorm_export.close") }}
      data-testid={props.testId}
    >
      <Stack gap="md">
        <Text size="sm" fw={600} dir="auto">
          {course.title}
        </Text>
        <Radio.Group
          value={props.choice}
          onChange={(value) => props.onChoice(choices.find((c) => c.value === value)?.value ?? props.choice)}
          label={props.choiceLabel}
        >
          <Stack gap="sm" mt="xs">
            {choices.map((choice) => (
              <Radio
                key={choice.value}
                value={choice.value}
                label={choice.label}
                description={choice.hint}
                disabled={loading}
                data-testid={choice.testId}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          {props.explanation}
        </Alert>
        {feedback}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t("scorm_export.close")}
          </Button>
          <Button
            onClick={() => download(props.download)}
            loading={loading}
            leftSection={<IconDownload size={18} aria-hidden />}
            data-testid={props.downloadTestId}
          >
            {t("scorm_export.download")}
          </Button>
        </Group>
        <Divider />
        <RotateLaunchSection onRotate={props.rotate.onRotate} texts={props.rotate.texts} />
      </Stack>
    </Modal>
  );
}
