import { getBlockTraits, type PlayerState } from "@coursewright/course-model";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { continueAfterTimeUp } from "./playerStore";
import { questionLine } from "./questionLine";
import "./extras";

/**
 * The page's time ran out: which questions were marked unanswered (or that every answer was kept), then
 * Continue (or Escape) moves on. A dialog, so focus and screen readers go to it and nothing moves underneath.
 */
export function TimeUpNotice({ engine, questionIds }: { engine: PlayerState; questionIds: readonly number[] }) {
  const { t } = useTranslation();
  const page = engine.pages.find((candidate) => candidate.id === engine.activePageId);
  const blocks = questionIds.flatMap((id) => page?.page_blocks.find((block) => block.id === id) ?? []);
  return (
    <Modal
      opened
      onClose={continueAfterTimeUp}
      title={t("player.time_up.title")}
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
      data-testid="player-time-up"
    >
      <Stack gap="md">
        {blocks.length === 0 ? (
          <Text size="sm">{t("player.time_up.all_kept")}</Text>
        ) : (
          <>
            <Text size="sm">{t("player.time_up.marked")}</Text>
            <ul className="cw-player-time-up-list" data-testid="player-time-up-questions">
              {blocks.map((block, index) => (
                <li key={block.id} dir="auto">
                  {questionLine(block.text ?? "") ||
                    t("player.time_up.question_n", {
                      n: index + 1,
                      type: t(`blocks.names.${getBlockTraits(block.type).name}`),
                    })}
                </li>
              ))}
            </ul>
          </>
        )}
        <Group justify="flex-end">
          <Button
            onClick={continueAfterTimeUp}
            rightSection={<IconArrowRight size={18} className="cw-flip-rtl" aria-hidden />}
            data-autofocus
            data-testid="player-time-up-continue"
          >
            {t("player.time_up.continue")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
