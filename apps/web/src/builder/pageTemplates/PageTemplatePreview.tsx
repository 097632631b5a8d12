import { outlineBlocks, type PageTemplateSummary } from "@coursewright/course-model";
import { Alert, Button, Skeleton, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { PageBlockList, PageSketch } from "../../templatePreview/PageOutline";
import { pageTemplatesApi } from "./api";

/**
 * One page template before it is inserted: a sketch of its page on the grid and its blocks in words, with
 * "Insert this page" and Back (Escape goes back too: the dialog's close does it while a preview is open).
 */
export function PageTemplatePreview({
  template,
  inserting,
  onInsert,
  onBack,
}: {
  template: PageTemplateSummary;
  inserting: boolean;
  onInsert(): void;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const full = useQuery({
    queryKey: ["page_templates", template.id],
    queryFn: () => pageTemplatesApi.get(template.id),
  });
  // The dialog is already open, so its data-autofocus does not apply to a view swapped in: focus it here.
  const insertRef = useRef<HTMLButtonElement>(null);
  useEffect(() => insertRef.current?.focus(), []);
  const blocks = useMemo(() => (full.data ? outlineBlocks(full.data.page.page_blocks) : []), [full.data]);
  return (
    <Stack gap="md" data-testid="page-template-preview">
      <Text fw={600} dir="auto" style={{ overflowWrap: "anywhere" }}>
        {template.title}
      </Text>
      {full.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t("common.loading")}>
          <Skeleton h={120} radius="sm" maw={420} />
          <Skeleton h={60} />
        </Stack>
      ) : full.isError ? (
        <Alert color="red" title={t("templates.preview.load_failed")} data-testid="page-template-preview-error">
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void full.refetch()}>
            {t("common.retry")}
          </Button>
        </Alert>
      ) : (
        <>
          <PageSketch blocks={blocks} wide />
          <PageBlockList blocks={blocks} />
        </>
      )}
      <div className="cw-template-preview-actions">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden className="cw-flip-rtl" />}
          onClick={onBack}
          disabled={inserting}
          data-testid="page-template-back"
        >
          {t("templates.preview.back")}
        </Button>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={inserting}
          disabled={full.isError}
          onClick={onInsert}
          ref={insertRef}
          data-testid="page-template-insert"
        >
          {t("builder.page_templates.insert_this")}
        </Button>
      </div>
    </Stack>
  );
}
