import type { BlockMedia } from "@coursewright/course-model";
import { ActionIcon, Center, Text, VisuallyHidden } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconPhotoOff } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockViewProps } from "../faces";
import "./carousel.css";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";
import { allSeen, swipeStep, wrapIndex } from "./slides";

/**
 * Images one at a time, each with its title and text below: previous/next buttons, dots, arrow keys while
 * focus is inside, swipes on touch. In the player the learner has interacted once every slide was shown.
 */
export function CarouselView({ media, mode, onInteract }: BlockViewProps) {
  const { t } = useTranslation();
  const chrome = useInterfaceRootProps();
  const [index, setIndex] = useState(0);
  const seen = useRef(new Set<number>());
  const reported = useRef(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = media.length;
  const current = wrapIndex(index, count);
  const slide = media[current];

  useEffect(() => {
    if (!slide) return;
    seen.current.add(slide.id);
    if (mode !== "player" || reported.current) return;
    if (
      allSeen(
        media.map((row) => row.id),
        seen.current,
      )
    ) {
      reported.current = true;
      onInteract();
    }
  }, [slide, media, mode, onInteract]);

  if (!slide) {
    return (
      <Center h="100%" p="sm" data-testid="block-view-carousel">
        {mode === "builder" && (
          <Text size="sm" c="dimmed" ta="center">
            {t("blocks.carousel.empty")}
          </Text>
        )}
      </Center>
    );
  }

  const go = (step: number) => setIndex(wrapIndex(current + step, count));
  const several = count > 1;
  return (
    <section
      className="cw-carousel"
      aria-roledescription={t("blocks.carousel.role")}
      aria-label={t("blocks.carousel.label")}
      data-testid="block-view-carousel"
      onKeyDown={(event) => {
        if (!several) return;
        if (event.key === "ArrowLeft") go(-1);
        else if (event.key === "ArrowRight") go(1);
        else return;
        event.preventDefault();
      }}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const touch = event.changedTouches[0];
        touchStart.current = null;
        if (!start || !touch || !several) return;
        const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
        if (step !== 0) go(step);
      }}
    >
      <div className="cw-carousel-stage">
        <SlideImage slide={slide} />
        {several && (
          <>
            <ActionIcon
              className="cw-carousel-arrow"
              data-side="prev"
              variant="default"
              radius="xl"
              size="lg"
              aria-label={t("blocks.carousel.previous")}
              lang={chrome.lang}
              onClick={() => go(-1)}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              className="cw-carousel-arrow"
              data-side="next"
              variant="default"
              radius="xl"
              size="lg"
              aria-label={t("blocks.carousel.next")}
              lang={chrome.lang}
              onClick={() => go(1)}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </>
        )}
      </div>
      {(slide.title || slide.text) && (
        <div className="cw-carousel-caption">
          {slide.title && (
            <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
              {slide.title}
            </Text>
          )}
          {slide.text && (
            <Text size="sm" className="cw-carousel-text">
              {slide.text}
            </Text>
          )}
        </div>
      )}
      {several && (
        <div className="cw-carousel-dots">
          {media.map((row, i) => (
            <button
              key={row.id}
              type="button"
              className="cw-carousel-dot"
              aria-label={t("blocks.carousel.go_to", { number: i + 1 })}
              lang={chrome.lang}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
      <VisuallyHidden aria-live="polite" aria-atomic lang={chrome.lang}>
        {t("blocks.carousel.position", { number: current + 1, count })}
      </VisuallyHidden>
    </section>
  );
}

function SlideImage({ slide }: { slide: BlockMedia }) {
  const { t } = useTranslation();
  const item = slide.medialibrary_item;
  if (!item) {
    return (
      <Center h="100%" c="dimmed" style={{ flexDirection: "column", gap: 4 }}>
        <IconPhotoOff size={28} aria-hidden />
        <Text size="xs">{t("blocks.carousel.image_missing")}</Text>
      </Center>
    );
  }
  return (
    <img
      className="cw-carousel-image"
      src={item.url}
      alt={slide.alt_text ?? ""}
      draggable={false}
      data-testid="block-carousel-image"
    />
  );
}
