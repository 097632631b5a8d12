// Answer shapes of the theme routes, for the OpenAPI description at /api/docs.
import { z } from "zod";

export { themeSchema } from "../courses/schemas";

export const deleteThemeAnswerSchema = z.object({
  message: z.string(),
  courses_updated: z.number().int().describe("Courses that used the theme and now have none (the defaults)"),
});
