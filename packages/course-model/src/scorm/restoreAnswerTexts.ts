import type { PageBlock } from "../course/block";
import { UNANSWERED } from "../player/completion";
import type { BlockProgress, CourseProgress } from "../player/progress";
import { isQuizTypeName } from "../quiz/answers";
import { correctAnswerText, judgeAnswer, questionText } from "../quiz/judge";

/**
 * Fills in the readable texts that suspend data left out to fit (suspendData.ts) from the course's own
 * blocks: the question, the correct answer and the learner's answer read from the kept value. Reports and the
 * server progress then see the same texts as for a learner who never left. Texts that are there stay.
 */
export function restoreAnswerTexts(progress: CourseProgress, blocks: readonly PageBlock[]): CourseProgress {
  const byId = new Map(blocks.map((block) => [block.id, block]));
  let changed = false;
  const blocksProgresses = progress.blocksProgresses.map((entry): BlockProgress => {
    const block = byId.get(entry.id);
    const p = entry.position;
    if (!block || !isQuizTypeName(p.type) || (p.text !== "" && p.correctAnswerText !== "" && p.answerText !== "")) {
      return entry;
    }
    const answerText =
      p.answerText !== ""
        ? p.answerText
        : p.answerValue === UNANSWERED
          ? UNANSWERED
          : judgeAnswer(block, p.answerValue).position.answerText;
    const restored = {
      ...p,
      text: p.text || questionText(block),
      correctAnswerText: p.correctAnswerText || correctAnswerText(block),
      answerText,
    };
    if (restored.text === p.text && restored.correctAnswerText === p.correctAnswerText && answerText === p.answerText) {
      return entry;
    }
    changed = true;
    return { id: entry.id, position: restored };
  });
  return changed ? { ...progress, blocksProgresses } : progress;
}
