import { type BlockMedia, blockPosition, getBlockTraits, type PageBlock } from "@coursewright/course-model";
import { Center, Loader } from "@mantine/core";
import { memo, Suspense, useEffect } from "react";
import { BlockErrorBoundary } from "../blocks/common/BlockErrorBoundary";
import { BlockFrame } from "../blocks/common/Frame";
import { getLazyView } from "../blocks/viewRegistry";
import { answer, interact, runAction, usePlayerStore } from "./playerStore";
import { timeQuestionWhileDrawn } from "./questionClockHandle";

const EMPTY: readonly BlockMedia[] = [];

/** One block for the learner: its frame around its type's view, loaded with the type's chunk. */
export const PlayerBlock = memo(function PlayerBlock({
  block,
  media,
}: {
  block: PageBlock;
  media: readonly BlockMedia[] | undefined;
}) {
  const View = getLazyView(block.type);
  const answered = usePlayerStore((s) => (s.engine ? (blockPosition(s.engine.progress, block.id) ?? null) : null));
  const isQuestion = getBlockTraits(block.type).isQuiz;
  // A question's answering time runs while it is drawn (questionClock.ts).
  useEffect(() => (isQuestion ? timeQuestionWhileDrawn(block.id) : undefined), [block.id, isQuestion]);
  return (
    <BlockFrame block={block} mode="player">
      <BlockErrorBoundary resetKey={block}>
        <Suspense
          fallback={
            <Center h="100%" mih={24}>
              <Loader size="xs" type="dots" />
            </Center>
          }
        >
          <View
            block={block}
            media={media ?? EMPTY}
            mode="player"
            onInteract={() => interact(block.id)}
            onAction={runAction}
            onAnswer={(value) => void answer(block.id, value)}
            answered={answered}
          />
        </Suspense>
      </BlockErrorBoundary>
    </BlockFrame>
  );
});
