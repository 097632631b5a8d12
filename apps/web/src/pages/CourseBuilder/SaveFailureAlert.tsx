import { toSavePayload } from "@coursewright/course-model";
import { Alert, List, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/errors";
import { LayoutOverlapError } from "../../builder/save";
import { currentState, useBuilderStore } from "../../builder/store";
import { describeFieldErrors, describeOverlaps, type FieldProblem } from "./saveFailure";

/** Fields listed at most; a save refused for many reasons names the first few. */
const MAX_PROBLEMS = 5;

const dismiss = () => useBuilderStore.setState({ saveStatus: "idle", saveFailure: null });

/**
 * A refused or failed save, under the bar: the server's sentence and, for a 422, the fields it refused,
 * named as the author knows them. The edits stay; fixing them and saving again is the way on.
 */
export function SaveFailureAlert() {
  const { t } = useTranslation();
  const failed = useBuilderStore((s) => s.saveStatus === "failed");
  const failure = useBuilderStore((s) => s.saveFailure);

  const { message, problems, overlaps } = useMemo((): {
    message: string;
    problems: FieldProblem[];
    overlaps: string[];
  } => {
    if (failure instanceof LayoutOverlapError) {
      const overlaps = describeOverlaps(failure.overlaps, currentState(), t);
      return { message: t("builder.layout_overlap.message"), problems: [], overlaps };
    }
    if (!(failure instanceof ApiError)) return { message: t("errors_ui.request_failed"), problems: [], overlaps: [] };
    const message = failure.validation.message ?? failure.serverMessage ?? t("errors_ui.unexpected");
    if (failure.status !== 422) return { message, problems: [], overlaps: [] };
    // The builder was read-only while saving, so the present state is what was sent.
    const state = currentState();
    const problems = describeFieldErrors(failure.validation.errors, toSavePayload(state), state, t);
    return { message, problems, overlaps: [] };
  }, [failure, t]);

  if (!failed) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={t("builder.save_failed.title")}
      withCloseButton
      closeButtonLabel={t("builder.close")}
      onClose={dismiss}
      className="cw-builder-alert"
      data-testid="builder-save-error"
    >
      <Text size="sm">{message}</Text>
      {problems.length > 0 && (
        <List size="sm" mt="xs" spacing={4}>
          {problems.slice(0, MAX_PROBLEMS).map((problem) => (
            <List.Item key={`${problem.item}-${problem.field}`}>
              {problem.item && <strong>{problem.item}</strong>}
              {problem.item ? " — " : ""}
              {problem.field}: {problem.message}
            </List.Item>
          ))}
        </List>
      )}
      {overlaps.length > 0 && (
        <List size="sm" mt="xs" spacing={4} data-testid="builder-overlaps">
          {overlaps.slice(0, MAX_PROBLEMS).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        {t("builder.save_failed.kept")}
      </Text>
    </Alert>
  );
}
