/**
 * The built-in course templates as the "Start from a template" cards list them: name and description are
 * i18n keys, the page count is checked against the built template by the unit test. The content itself
 * lives in the builders (./index), which only the server imports.
 */
export const COURSE_TEMPLATE_IDS = ["welcome", "compliance", "product_training"] as const;
export type CourseTemplateId = (typeof COURSE_TEMPLATE_IDS)[number];

export interface CourseTemplateInfo {
  id: CourseTemplateId;
  nameKey: string;
  descriptionKey: string;
  pageCount: number;
}

export const COURSE_TEMPLATE_CATALOG: readonly CourseTemplateInfo[] = [
  {
    id: "welcome",
    nameKey: "templates.course.welcome.name",
    descriptionKey: "templates.course.welcome.description",
    pageCount: 4,
  },
  {
    id: "compliance",
    nameKey: "templates.course.compliance.name",
    descriptionKey: "templates.course.compliance.description",
    pageCount: 5,
  },
  {
    id: "product_training",
    nameKey: "templates.course.product_training.name",
    descriptionKey: "templates.course.product_training.description",
    pageCount: 5,
  },
];
