import type { LtiRosterMember, LtiRosterStatus } from "@coursewright/course-model";
import { Anchor, Badge, Button, Group, Select, Skeleton, Stack, Switch, Table, Text } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../api/errors";
import { useLtiRoster, useLtiRosterContexts } from "../../reports/queries";
import type { ReportFilters } from "../../reports/types";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";
import { Section } from "./Section";
import { TableScroll } from "./TableScroll";

const COLORS: Record<LtiRosterStatus, string> = { not_started: "orange", in_progress: "blue", completed: "green" };
const STATUS_KEYS: Record<LtiRosterStatus, string> = {
  not_started: "reports.lti_roster.not_started",
  in_progress: "reports.status.in_progress",
  completed: "reports.lti_roster.completed",
};

function MemberRow({ member }: { member: LtiRosterMember }) {
  const { t } = useTranslation();
  const name = member.name ?? t("reports.lti_roster.no_name");
  return (
    <Table.Tr>
      <Table.Td dir="auto">
        {member.user_id === null ? (
          <Text fw={600} size="sm">
            {name}
          </Text>
        ) : (
          <Anchor component={Link} to={`/reports/single_user_details/${member.user_id}`} fw={600} size="sm">
            {name}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td dir="auto" style={{ overflowWrap: "anywhere" }}>
        {member.email ?? "–"}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={COLORS[member.status]} size="sm">
          {t(STATUS_KEYS[member.status])}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The LMS roster (LTI Names and Role Provisioning): for an LMS course that opened one of the creator's courses,
 * its learners as the LMS lists them, read when the creator asks, those who have not started first. Shown only
 * to creators whose courses were launched with the roster service.
 */
export function LtiRosterSection({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation();
  const contexts = useLtiRosterContexts(filters.course_id);
  const [picked, setPicked] = useState<number | null>(null);
  const [asked, setAsked] = useState<Set<number>>(() => new Set());
  const [onlyNotStarted, setOnlyNotStarted] = useState(true);
  const list = contexts.data ?? [];
  const contextId = list.some((c) => c.id === picked) ? picked : (list[0]?.id ?? null);
  const roster = useLtiRoster(contextId, contextId !== null && asked.has(contextId));
  if (list.length === 0 || contextId === null) return null;

  const read = () => {
    if (asked.has(contextId)) void roster.refetch();
    else setAsked(new Set(asked).add(contextId));
  };
  const data = roster.data;
  const members = (data?.members ?? []).filter((m) => !onlyNotStarted || m.status === "not_started");

  let body: React.ReactNode = null;
  if (!asked.has(contextId)) body = null;
  else if (roster.isPending || (roster.isFetching && !data)) body = <Skeleton h={160} radius="md" />;
  else if (roster.isError)
    body = (
      <LoadErrorAlert
        title={t("reports.lti_roster.failed_title")}
        text={(roster.error instanceof ApiError && roster.error.serverMessage) || t("reports.lti_roster.failed")}
        onRetry={() => void roster.refetch()}
        retrying={roster.isFetching}
        testId="lti-roster-error"
      />
    );
  else if (data)
    body = (
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text fw={600} data-testid="lti-roster-summary">
            {t("reports.lti_roster.summary", { notStarted: data.not_started, total: data.members.length })}
          </Text>
          <Switch
            label={t("reports.lti_roster.only_not_started")}
            checked={onlyNotStarted}
            onChange={(event) => setOnlyNotStarted(event.currentTarget.checked)}
            data-testid="lti-roster-only-not-started"
          />
        </Group>
        {data.truncated && <Text size="sm">{t("reports.lti_roster.truncated", { count: data.members.length })}</Text>}
        {members.length === 0 ? (
          <Text c="dimmed">
            {data.members.length === 0 ? t("reports.lti_roster.none") : t("reports.lti_roster.all_started")}
          </Text>
        ) : (
          // Three short columns fit a phone (e-mails wrap): no sideways scrolling.
          <TableScroll minWidth={300}>
            <Table striped verticalSpacing="xs" data-testid="lti-roster">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("reports.lti_roster.name")}</Table.Th>
                  <Table.Th>{t("reports.lti_roster.email")}</Table.Th>
                  <Table.Th>{t("reports.lti_roster.status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.map((member) => (
                  <MemberRow key={member.platform_user_id} member={member} />
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    );

  return (
    <Section
      title={t("reports.lti_roster.title")}
      description={t("reports.lti_roster.text")}
      testId="lti-roster-section"
      actions={
        <>
          {list.length > 1 && (
            <Select
              aria-label={t("reports.lti_roster.context")}
              size="xs"
              w={260}
              data={list.map((c) => ({
                value: String(c.id),
                label: t("reports.lti_roster.context_option", {
                  context: c.context_title ?? c.context_id,
                  course: c.course_title,
                  platform: c.platform_title,
                }),
              }))}
              value={String(contextId)}
              onChange={(value) => value && setPicked(Number(value))}
              allowDeselect={false}
              data-testid="lti-roster-context"
            />
          )}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUsers size={16} aria-hidden />}
            onClick={read}
            loading={roster.isFetching}
            data-testid="lti-roster-read"
          >
            {asked.has(contextId) ? t("reports.lti_roster.reload") : t("reports.lti_roster.load")}
          </Button>
        </>
      }
    >
      {list.length === 1 && (
        <Text size="sm" dir="auto">
          {t("reports.lti_roster.context_option", {
            context: list[0]?.context_title ?? list[0]?.context_id,
            course: list[0]?.course_title,
            platform: list[0]?.platform_title,
          })}
        </Text>
      )}
      {body}
    </Section>
  );
}
