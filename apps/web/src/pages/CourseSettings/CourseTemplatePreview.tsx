import {
  COURSE_TEMPLATE_CATALOG,
  type CourseTemplateId,
  type CourseTemplateOutline,
  getBlockTraits,
  isBlockTypeCode,
} from "@coursewright/course-model";
import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowLeft, IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useCourseTemplateOutline } from "../../courses/templatesApi";
import { PageBlockList, PageSketch } from "../../templatePreview/PageOutline";

/**
 * A built-in course template before it is used: its name and description, then every topic and page with a
 * sketch of the page and its blocks in words. "Use this template" creates the course; Back (or Escape) closes
 * the preview and the focus goes back to the card that opened it (the modal's own return of focus).
 */
export function CourseTemplatePreview({
  template,
  creating,
  onUse,
  onClose,
}: {
  template: CourseTemplateId | null;
  creating: boolean;
  onUse(id: CourseTemplateId): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 600px)");
  const outline = useCourseTemplateOutline(template);
  const info = COURSE_TEMPLATE_CATALOG.find((entry) => entry.id === template);
  return (
    <Modal
      opened={template !== null}
      onClose={() => !creating && onClose()}
      title={info ? t(info.nameKey) : ""}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t("templates.preview.close") }}
      data-testid="course-template-preview"
    >
      <Stack gap="md">
        {info && <Text size="sm">{t(info.descriptionKey)}</Text>}
        {outline.isPending ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label={t("common.loading")}>
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} h={88} radius="md" />
            ))}
          </Stack>
        ) : outline.isError ? (
          <Alert color="red" title={t("templates.preview.load_failed")} data-testid="course-template-preview-error">
            <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void outline.refetch()}>
              {t("common.retry")}
            </Button>
          </Alert>
        ) : (
          <Contents outline={outline.data} />
        )}
        <div className="cw-template-preview-actions">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden className="cw-flip-rtl" />}
            onClick={onClose}
            disabled={creating}
            data-testid="course-template-back"
          >
            {t("templates.preview.back")}
          </Button>
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={creating}
            onClick={() => template && onUse(template)}
            data-autofocus
            data-testid="course-template-use"
          >
            {t("templates.preview.use")}
          </Button>
        </div>
      </Stack>
    </Modal>
  );
}

function Contents({ outline }: { outline: CourseTemplateOutline }) {
  const { t } = useTranslation();
  const pages = outline.topics.flatMap((topic) => topic.pages);
  const questions = pages
    .flatMap((page) => page.blocks)
    .filter((block) => isBlockTypeCode(block.type) && getBlockTraits(block.type).isQuiz).length;
  return (
    <section aria-labelledby="cw-template-contents" data-testid="course-template-outline">
      <Group gap="xs" justify="space-between" mb="xs">
        <Title order={3} size="h5" id="cw-template-contents">
          {t("templates.preview.contents")}
        </Title>
        <Group gap={6}>
          <Badge variant="light" color="gray" radius="sm">
            {t("templates.chooser.pages", { pages: pages.length })}
          </Badge>
          <Badge variant="light" color="gray" radius="sm">
            {t("templates.preview.questions", { questions })}
          </Badge>
        </Group>
      </Group>
      {outline.topics.map((topic, topicIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a built-in outline never reorders, and its topics have no id.
        <div key={`${topicIndex}-${topic.title}`} className="cw-outline-topic">
          <Title order={4} size="h6" mb={6} dir="auto">
            {topic.title}
          </Title>
          <ol className="cw-outline-pages">
            {topic.pages.map((page, pageIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a built-in outline never reorders, and its pages have no id.
              <li key={`${pageIndex}-${page.title}`} className="cw-outline-page" data-testid="course-template-page">
                <PageSketch blocks={page.blocks} />
                <div className="cw-outline-page-text">
                  <Text fw={600} dir="auto" data-testid="course-template-page-title">
                    {page.title}
                  </Text>
                  <PageBlockList blocks={page.blocks} />
                </div>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
