import type { HubBanner } from "@coursewright/course-model";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import carousel from "./BannerCarousel.module.css";
import { Icon } from "./Icon";
import { LandingLink } from "./LandingLink";

const ROTATE_MS = 7000;

const reducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

function BannerLink({ banner, label }: { banner: HubBanner; label: string }) {
  if (!banner.link || banner.link_kind === "none") return null;
  if (banner.link_kind === "internal") {
    return (
      <LandingLink href={banner.link} className={css.button}>
        {label}
      </LandingLink>
    );
  }
  return (
    <a href={banner.link} className={css.button} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/**
 * The hub's active banners, one at a time (the WAI-ARIA carousel pattern): it turns by itself unless the visitor
 * asked for less motion, stops while the pointer or the focus is on it, and has a pause button, previous and
 * next buttons, one button per slide, and the arrow keys.
 */
export function BannerCarousel({ banners }: { banners: HubBanner[] }) {
  const { t, info } = useLandingI18n();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => banners.length > 1 && !reducedMotion());
  const [held, setHeld] = useState(false);
  const count = banners.length;
  const rotating = playing && !held && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;
  const show = (next: number) => setIndex(((next % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = info.rtl ? "ArrowLeft" : "ArrowRight";
    const backward = info.rtl ? "ArrowRight" : "ArrowLeft";
    if (event.key === forward) show(index + 1);
    else if (event.key === backward) show(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={carousel.carousel}
      aria-roledescription={t("hub_landing.banners.carousel")}
      aria-label={t("hub_landing.banners.label")}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className={carousel.slides} aria-live={rotating ? "off" : "polite"}>
        {banners.map((banner, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group named by its place.
          <div
            key={banner.id}
            className={carousel.slide}
            role="group"
            aria-roledescription={t("hub_landing.banners.slide")}
            aria-label={t("hub_landing.banners.position", { n: i + 1, count })}
            hidden={i !== index}
          >
            {banner.image ? (
              <img
                className={carousel.image}
                src={banner.image.url}
                alt=""
                loading={i === 0 ? "eager" : "lazy"}
                width={1200}
                height={400}
              />
            ) : null}
            <div className={carousel.caption} dir="auto">
              <h2 className={carousel.title}>{banner.title}</h2>
              {banner.text ? <p>{banner.text}</p> : null}
              <BannerLink banner={banner} label={t("hub_landing.banners.open")} />
            </div>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={carousel.controls}>
          <button
            type="button"
            className={carousel.control}
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? t("hub_landing.banners.pause") : t("hub_landing.banners.play")}
          >
            <Icon name={playing ? "pause" : "play"} size={18} />
          </button>
          <button
            type="button"
            className={carousel.control}
            onClick={() => show(index - 1)}
            aria-label={t("hub_landing.banners.previous")}
          >
            <Icon name="prev" size={18} className={carousel.flip} />
          </button>
          <div className={carousel.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={carousel.dot}
                onClick={() => show(i)}
                aria-label={t("hub_landing.banners.show", { n: i + 1, title: banner.title })}
                aria-current={i === index ? "true" : undefined}
              />
            ))}
          </div>
          <button
            type="button"
            className={carousel.control}
            onClick={() => show(index + 1)}
            aria-label={t("hub_landing.banners.next")}
          >
            <Icon name="next" size={18} className={carousel.flip} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
