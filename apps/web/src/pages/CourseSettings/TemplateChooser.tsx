import { COURSE_TEMPLATE_CATALOG, type CourseTemplateId } from "@coursewright/course-model";
import { Badge, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { type Icon, IconBriefcase, IconConfetti, IconShieldCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCreateFromTemplate } from "../../courses/templatesApi";
import { notifyError, notifySuccessInBuilder } from "../../shell/notify";
import { CourseTemplatePreview } from "./CourseTemplatePreview";

const ICONS: Record<CourseTemplateId, Icon> = {
  welcome: IconConfetti,
  compliance: IconShieldCheck,
  product_training: IconBriefcase,
};

/**
 * "Start from a template" on /createCourse: one card per built-in template. A card is a button: choosing it
 * opens the template's preview, and "Use this template" there creates the course and opens it in the builder,
 * where everything can be changed.
 */
export function TemplateChooser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateFromTemplate();
  const [previewing, setPreviewing] = useState<CourseTemplateId | null>(null);

  const use = (id: CourseTemplateId) => {
    if (create.isPending) return;
    create.mutate(id, {
      onSuccess: (course) => {
        notifySuccessInBuilder(t("templates.chooser.created"));
        navigate(`/courseBuilder/${course.id}`);
      },
      onError: () => notifyError(t("templates.chooser.failed")),
    });
  };

  return (
    <section aria-labelledby="cw-template-chooser-title" data-testid="template-chooser">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="cw-template-chooser-title">
            {t("templates.chooser.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("templates.chooser.subtitle")}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {COURSE_TEMPLATE_CATALOG.map((info) => {
            const CardIcon = ICONS[info.id];
            const name = t(info.nameKey);
            return (
              <UnstyledButton
                key={info.id}
                className="cw-template-card"
                onClick={() => setPreviewing(info.id)}
                aria-haspopup="dialog"
                aria-describedby={`cw-template-${info.id}-description`}
                data-testid={`course-template-${info.id}`}
              >
                <span className="cw-template-icon" aria-hidden>
                  <CardIcon size={24} stroke={1.6} />
                </span>
                <Text fw={600} component="span" className="cw-template-name">
                  {name}
                </Text>
                <Text size="sm" c="dimmed" component="span" id={`cw-template-${info.id}-description`}>
                  {t(info.descriptionKey)}
                </Text>
                <Badge variant="light" color="gray" radius="sm" className="cw-template-pages">
                  {t("templates.chooser.pages", { pages: info.pageCount })}
                </Badge>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
        <CourseTemplatePreview
          template={previewing}
          creating={create.isPending}
          onUse={use}
          onClose={() => setPreviewing(null)}
        />
        <Title order={2} size="h3" mt="md">
          {t("templates.chooser.blank_title")}
        </Title>
      </Stack>
    </section>
  );
}
