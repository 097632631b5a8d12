import { ActionIcon, Center, Text } from "@mantine/core";
import { useInViewport, useReducedMotion } from "@mantine/hooks";
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { BlockViewProps } from "../faces";
import { useLottie } from "../shared/lottie";
import "../shared/lottie.css";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";
import { LottieStage } from "../shared/lottieStage";

/**
 * A Lottie animation. In the player it starts by itself when the block asks (autoplay, after animation_delay
 * once it is in view); on the canvas it shows its first frame and plays while hovered. With reduced motion
 * it never starts by itself: the play button does.
 */
export function JsonAnimationView({ block, media, mode }: BlockViewProps) {
  const { t } = useTranslation();
  const row = media[0];
  const item = row?.medialibrary_item ?? null;
  if (!row || !item) {
    return (
      <Center h="100%" p="sm" data-testid="block-view-jsonAnimation">
        {mode === "builder" && (
          <Text size="sm" c="dimmed" ta="center">
            {t("blocks.animation.empty")}
          </Text>
        )}
      </Center>
    );
  }
  return (
    <Animation
      key={item.id}
      url={item.url}
      label={row.alt_text || item.title}
      mode={mode}
      autoplay={block.autoplay}
      loop={block.loop_playback}
      delay={block.animation_delay}
    />
  );
}

interface AnimationProps {
  url: string;
  label: string;
  mode: BlockViewProps["mode"];
  autoplay: boolean;
  loop: boolean;
  delay: number;
}

function Animation({ url, label, mode, autoplay, loop, delay }: AnimationProps) {
  const { t } = useTranslation();
  const chrome = useInterfaceRootProps();
  const reducedMotion = useReducedMotion();
  const lottie = useLottie(url, loop);
  const { ref: viewportRef, inViewport } = useInViewport<HTMLDivElement>();
  const started = useRef(false);
  const startsByItself = mode === "player" && autoplay && !reducedMotion;
  const { status, play, pause, stop } = lottie;

  useEffect(() => {
    if (!startsByItself || status !== "ready" || !inViewport || started.current) return;
    const timer = window.setTimeout(() => {
      started.current = true;
      play();
    }, delay);
    return () => window.clearTimeout(timer);
  }, [startsByItself, status, inViewport, delay, play]);

  const hoverPlays = mode === "builder" && !reducedMotion;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only previews on the canvas; the play button is the way for everyone.
    <div
      ref={viewportRef}
      className="cw-lottie"
      data-playing={lottie.playing}
      data-testid="block-view-jsonAnimation"
      onMouseEnter={hoverPlays && status === "ready" ? play : undefined}
      onMouseLeave={hoverPlays && status === "ready" ? stop : undefined}
    >
      <LottieStage lottie={lottie} label={label} />
      {status === "ready" && (
        <ActionIcon
          className="cw-lottie-control"
          variant="default"
          radius="xl"
          size="lg"
          aria-label={lottie.playing ? t("blocks.animation.pause") : t("blocks.animation.play")}
          lang={chrome.lang}
          onClick={() => {
            started.current = true;
            if (lottie.playing) pause();
            else play();
          }}
        >
          {lottie.playing ? (
            <IconPlayerPauseFilled size={16} aria-hidden />
          ) : (
            <IconPlayerPlayFilled size={16} aria-hidden />
          )}
        </ActionIcon>
      )}
    </div>
  );
}
