import { Button, Group } from "@mantine/core";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";
import type { ViewMode } from "../faces";
import { useListsPreferred } from "./answerModePreference";
import type { BoardProps } from "./dragBoardTypes";

// dnd-kit comes with the board alone, when a page shows a matching or diagram question: the player's first
// load stays as it was. The lists draw until it has loaded. (The switch has no icon: a shared icon would be one
// more chunk named in the first load's preload list.)
const DragBoard = lazy(() => import("./DragBoard"));

interface DragOrListsProps {
  mode: ViewMode;
  board: BoardProps;
  /** The same question answered with lists (selects): the accessible fallback, and what draws while loading. */
  lists: ReactNode;
}

/**
 * A question answered by dragging answers onto places, with a visible switch to lists for whoever prefers them
 * (both work with the keyboard; the lists suit screen readers and switch access best). Both share one answer.
 * The choice is the learner's, remembered for every such question (answerModePreference).
 */
export function DragOrLists({ mode, board, lists }: DragOrListsProps) {
  const { t } = useTranslation();
  const [withLists, setWithLists] = useListsPreferred();
  const chrome = useInterfaceRootProps();
  return (
    <>
      {mode === "player" && !board.locked && (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setWithLists(!withLists)}
            {...chrome}
            data-testid="quiz-answer-mode"
          >
            {withLists ? t("blocks.quiz.drag.use_drag") : t("blocks.quiz.drag.use_lists")}
          </Button>
        </Group>
      )}
      {withLists ? (
        lists
      ) : (
        <Suspense fallback={lists}>
          <DragBoard {...board} />
        </Suspense>
      )}
    </>
  );
}
