import { Center, Text, UnstyledButton } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import type { BlockViewProps } from "../faces";
import { useLottie } from "../shared/lottie";
import "../shared/lottie.css";
import { LottieStage } from "../shared/lottieStage";

/**
 * A Lottie animation that plays when clicked (or Enter/Space: the whole cell is one button). In the player a
 * click also counts as the learner's interaction and runs the block's actions, in the same click so that an
 * external link's new tab is not taken for a popup. On the canvas a click only plays it.
 */
export function ClickableJsonAnimationView({ block, media, mode, onInteract, onAction }: BlockViewProps) {
  const { t } = useTranslation();
  const row = media[0];
  const item = row?.medialibrary_item ?? null;
  // With reduced motion a click plays the animation once, even when it loops.
  const reducedMotion = useReducedMotion();
  const lottie = useLottie(item?.url ?? null, block.loop_playback && !reducedMotion);

  if (!row || !item) {
    return (
      <Center h="100%" p="sm" data-testid="block-view-clickableJsonAnimation">
        {mode === "builder" && (
          <Text size="sm" c="dimmed" ta="center">
            {t("blocks.animation.empty")}
          </Text>
        )}
      </Center>
    );
  }

  const label = row.alt_text || item.title;
  const onClick = () => {
    lottie.restart();
    if (mode !== "player") return;
    onInteract();
    for (const action of block.actions) onAction(action);
  };
  return (
    <div className="cw-lottie" data-testid="block-view-clickableJsonAnimation">
      <LottieStage lottie={lottie} label={label} />
      <UnstyledButton
        className="cw-lottie-hit"
        aria-label={t("blocks.animation.play_named", { name: label })}
        onClick={onClick}
        disabled={lottie.status === "failed"}
        data-testid="block-animation-button"
      />
    </div>
  );
}
