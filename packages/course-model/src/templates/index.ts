import type { Translate } from "../blocks/defaults";
import type { CourseTemplateId } from "./catalog";
import { complianceTemplate } from "./compliance";
import type { CourseTemplateContent } from "./content";
import { productTrainingTemplate } from "./productTraining";
import { welcomeTemplate } from "./welcome";

export * from "./catalog";
export type { CourseTemplateContent, TemplateBlock, TemplatePage, TemplateTopic } from "./content";

const BUILDERS: Record<CourseTemplateId, (translate: Translate) => CourseTemplateContent> = {
  welcome: welcomeTemplate,
  compliance: complianceTemplate,
  product_training: productTrainingTemplate,
};

/** The template's content; the translator gives the default feedback in the creator's language. */
export function buildCourseTemplate(id: CourseTemplateId, translate: Translate): CourseTemplateContent {
  return BUILDERS[id](translate);
}
