import { Stack, Table, Text, Title } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormatSpan } from "../../i18n/format";
import type { ReportScormBlock } from "../../reports/types";
import { TableScroll } from "../ReportsMain/TableScroll";
import "./pastAttempts.css";

type Sco = ReportScormBlock["scos"][number];
const KNOWN_RESULTS = new Set(["correct", "incorrect", "unanticipated", "neutral"]);

/** raw / max when the SCO gave a maximum, else the scaled score as a percentage, else raw alone. */
function scoreText(sco: Sco): string {
  if (sco.score_raw !== null && sco.score_max !== null) return `${sco.score_raw} / ${sco.score_max}`;
  if (sco.score_scaled !== null) return `${Math.round(sco.score_scaled * 100)} %`;
  return sco.score_raw === null ? "–" : String(sco.score_raw);
}

/** A SCO's interactions (questions it reported), folded under one line that names the SCO and counts them. */
function Interactions({ sco }: { sco: Sco }) {
  const { t } = useTranslation();
  const span = useFormatSpan();
  return (
    <details className="cw-past-attempt" data-testid="learner-sco-interactions">
      <summary className="cw-past-attempt__summary">
        <IconChevronRight size={16} aria-hidden className="cw-past-attempt__chevron" />
        <Text span fw={600} dir="auto">
          {t("reports.scorm.interactions", { sco: sco.title, count: sco.interactions.length })}
        </Text>
      </summary>
      <TableScroll minWidth={480}>
        <Table striped verticalSpacing={6} mt="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("reports.scorm.interaction_id")}</Table.Th>
              <Table.Th>{t("reports.scorm.type")}</Table.Th>
              <Table.Th>{t("reports.scorm.response")}</Table.Th>
              <Table.Th>{t("reports.scorm.result")}</Table.Th>
              <Table.Th ta="end">{t("reports.scorm.latency")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sco.interactions.map((interaction, index) => (
              // Ids may repeat (a SCO may report one question twice), so the index keeps rows apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once rendered
              <Table.Tr key={index} data-testid="learner-sco-interaction">
                <Table.Td dir="auto">{interaction.id}</Table.Td>
                <Table.Td dir="ltr">{interaction.type || "–"}</Table.Td>
                <Table.Td dir="auto">{interaction.learner_response || "–"}</Table.Td>
                <Table.Td>
                  {KNOWN_RESULTS.has(interaction.result)
                    ? t(`reports.scorm.results.${interaction.result}`)
                    : interaction.result || "–"}
                </Table.Td>
                <Table.Td ta="end">
                  {interaction.latency_seconds === null ? "–" : span(interaction.latency_seconds)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </details>
  );
}

/** The SCORM blocks an attempt launched: each SCO's statuses, score and total time, then its interactions. */
export function ScormScos({ blocks }: { blocks: readonly ReportScormBlock[] }) {
  const { t } = useTranslation();
  const span = useFormatSpan();
  if (blocks.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="learner-scorm">
      <Title order={3} size="h5">
        {t("reports.scorm.title")}
      </Title>
      {blocks.map((block) => (
        <Stack key={block.block_media_id} gap={6} data-testid="learner-scorm-block">
          <Text fw={600} dir="auto">
            {[block.title || t("reports.scorm.untitled"), block.page_title].filter(Boolean).join(" · ")}
          </Text>
          <TableScroll minWidth={520}>
            <Table striped verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("reports.scorm.sco")}</Table.Th>
                  <Table.Th>{t("reports.scorm.completion")}</Table.Th>
                  <Table.Th>{t("reports.scorm.success")}</Table.Th>
                  <Table.Th ta="end">{t("reports.details.score")}</Table.Th>
                  <Table.Th ta="end">{t("reports.scorm.total_time")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {block.scos.map((sco) => (
                  <Table.Tr key={sco.identifier} data-testid="learner-sco">
                    <Table.Td dir="auto">{sco.title}</Table.Td>
                    <Table.Td>{t(`reports.scorm.completion_status.${sco.completion_status}`)}</Table.Td>
                    <Table.Td>{t(`reports.scorm.success_status.${sco.success_status}`)}</Table.Td>
                    <Table.Td ta="end">{scoreText(sco)}</Table.Td>
                    <Table.Td ta="end">
                      {sco.completion_status === "not_attempted" ? "–" : span(sco.total_seconds)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          {block.scos
            .filter((sco) => sco.interactions.length > 0)
            .map((sco) => (
              <Interactions key={sco.identifier} sco={sco} />
            ))}
        </Stack>
      ))}
    </Stack>
  );
}
