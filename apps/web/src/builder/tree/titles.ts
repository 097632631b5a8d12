import { titleSchema } from "@coursewright/course-model";

export type TitleCheck =
  | { ok: true; title: string }
  | { ok: false; reason: "builder.tree.title_required" | "builder.tree.title_too_long" };

/**
 * A topic or page title as typed in the tree: trimmed, never empty (the tree would show a blank row and the
 * learner a blank heading), within what the save accepts (course-model's titleSchema).
 */
export function checkTitle(typed: string): TitleCheck {
  const title = typed.trim();
  if (title === "") return { ok: false, reason: "builder.tree.title_required" };
  if (!titleSchema.safeParse(title).success) return { ok: false, reason: "builder.tree.title_too_long" };
  return { ok: true, title };
}
