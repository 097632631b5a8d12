import type { LtiPlatform } from "@coursewright/course-model";
import { Alert, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFormatDateTime } from "../i18n/format";

/**
 * The host the failed call went to: the address in the failure's text (a line item's), else the token endpoint's
 * (a token refused or not reachable names no address).
 */
const hostOf = (failure: string, tokenUrl: string) => {
  const named = /https?:\/\/\S+/.exec(failure)?.[0] ?? tokenUrl;
  try {
    return new URL(named).host;
  } catch {
    return named;
  }
};

/**
 * A platform's grade passback as the xAPI panel shows a store's deliveries: when a score last reached it, and why
 * the last delivery failed, in words (the technical text under it for the LMS's admin). Scores are retried by
 * themselves, so the creator is told what to check rather than to send anything again.
 */
export function ScoreDelivery({ platform }: { platform: LtiPlatform }) {
  const { t } = useTranslation();
  const when = useFormatDateTime();
  const cause = platform.last_score_error_cause;
  return (
    <Stack gap={4} data-testid="lti-score-delivery">
      <Text size="sm">
        {platform.last_score_sent_at
          ? t("lti.scores.last_sent", { date: when(platform.last_score_sent_at) })
          : t("lti.scores.never_sent")}
      </Text>
      {platform.last_score_error && (
        <Alert color="orange" variant="light" title={t("lti.scores.failing")} data-testid="lti-score-error">
          {platform.last_score_error_at && (
            <Text size="sm">{t("lti.scores.failed_at", { date: when(platform.last_score_error_at) })}</Text>
          )}
          {cause && (
            <Text size="sm" data-testid="lti-score-error-cause">
              {t(`lti.scores.cause.${cause.kind}`, {
                host: hostOf(platform.last_score_error, platform.token_url),
                status: cause.status ?? "",
              })}
            </Text>
          )}
          {cause?.excerpt && (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {t("lti.scores.cause.excerpt", { excerpt: cause.excerpt })}
            </Text>
          )}
          <Text size={cause ? "xs" : "sm"} dir="ltr" ta="start" style={{ overflowWrap: "anywhere" }}>
            {platform.last_score_error}
          </Text>
          <Text size="sm">{t("lti.scores.failing_hint")}</Text>
        </Alert>
      )}
    </Stack>
  );
}
