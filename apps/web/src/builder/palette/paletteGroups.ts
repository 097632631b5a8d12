import { BLOCK_DEFINITIONS, type BlockDefinition } from "@coursewright/course-model";

export interface PaletteGroup {
  key: "content" | "questions";
  blocks: BlockDefinition[];
}

/**
 * The block types the palette offers: those with faces in this build, in course-model's registry order,
 * content first, then questions (quiz types join when their faces do). Empty groups are left out.
 */
export function paletteGroups(hasFace: (code: number) => boolean): PaletteGroup[] {
  const offered = BLOCK_DEFINITIONS.filter((definition) => hasFace(definition.code));
  const groups: PaletteGroup[] = [
    { key: "content", blocks: offered.filter((definition) => !definition.isQuiz) },
    { key: "questions", blocks: offered.filter((definition) => definition.isQuiz) },
  ];
  return groups.filter((group) => group.blocks.length > 0);
}
