import {
  canGoNext,
  canGoPrevious,
  nextPageId,
  type PlayerState,
  pageOrderOf,
  pagesDone,
} from "@coursewright/course-model";
import { Button, Text } from "@mantine/core";
import { IconArrowLeft, IconArrowRight, IconCheck, IconClock, IconListDetails } from "@tabler/icons-react";
import { type CSSProperties, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { LazyTooltip } from "../shell/LazyTooltip";
import { loadFinishedScreen } from "./loadFinishedScreen";
import { next, previous, timeUp, usePlayerStore } from "./playerStore";
import { formatCountdown, useCountdown, useTimerMilestone } from "./useCountdown";
import { whenIdle } from "./whenIdle";

/** What screen readers hear at each of the timer's milestones (keys written out for the message bundling). */
const MILESTONE_KEYS = {
  half: "player.timer.half",
  minute: "player.timer.minute",
  ten: "player.timer.ten",
} as const;

/** Previous and next in the theme's navigation icon colours (Mantine reads these variables; disabled keeps its own). */
const STEP_STYLE = {
  "--button-bg": "var(--cw-theme-nav-icon-bg, var(--mantine-primary-color-filled))",
  "--button-hover": "var(--cw-theme-nav-icon-bg, var(--mantine-primary-color-filled-hover))",
  "--button-color": "var(--cw-theme-nav-icon, var(--mantine-color-white))",
  "--button-bd": "none",
} as CSSProperties;
const NAV_TEXT_STYLE = { "--button-color": "var(--cw-theme-nav-text, inherit)" } as CSSProperties;

/** Fetches the finished screen's code ahead of the finish; a failure is only logged (finishing tries again). */
const prefetchFinishedScreen = () => {
  loadFinishedScreen().catch((error: unknown) => console.error("loading the finished screen failed", error));
};

/**
 * The bar under the page: previous, page x of y with the progress bar and the page list, the time limit, and
 * next (finish on the last page), which waits until the page's required blocks are done and says so.
 */
export function NavigationBar({ engine, onOpenList }: { engine: PlayerState; onOpenList(): void }) {
  const { t } = useTranslation();
  const waiting = usePlayerStore((s) => s.waiting);
  const loaded = usePlayerStore((s) => engine.activePageId !== null && s.loaded.has(engine.activePageId));
  const remaining = useCountdown(engine, timeUp);
  const milestone = useTimerMilestone(engine, remaining);
  const timed = remaining !== null;

  // A timed page fetches what it shows when the time runs out, so the notice is there at once.
  useEffect(() => {
    if (timed)
      import("./TimeUpNotice").catch((error: unknown) => console.error("loading the time-up notice failed", error));
  }, [timed]);
  const order = pageOrderOf(engine);
  const index = order.indexOf(engine.activePageId ?? -1);
  const last = nextPageId(order, engine.activePageId) === null;
  const { done, total } = pagesDone(engine);
  const complete = loaded && canGoNext(engine);
  const percent = total === 0 ? 0 : Math.round((done * 100) / total);

  // The finished screen follows the last page: its code is fetched once this page is drawn and the browser is idle
  // (a one-page course's first screen loads only what it shows), or at once when the learner goes for Finish.
  useEffect(() => {
    if (last && loaded) return whenIdle(prefetchFinishedScreen);
  }, [last, loaded]);

  return (
    <nav className="cw-player-nav" aria-label={t("player.nav.label")} data-testid="player-nav">
      <div className="cw-player-nav__inner">
        <Button
          style={STEP_STYLE}
          leftSection={<IconArrowLeft size={18} className="cw-flip-rtl" aria-hidden />}
          onClick={previous}
          disabled={!canGoPrevious(engine) || waiting}
          data-testid="player-previous"
        >
          <span className="cw-player-nav__label">{t("player.nav.previous")}</span>
        </Button>

        <div className="cw-player-nav__middle">
          <div className="cw-player-row cw-player-row--center">
            <LazyTooltip label={t("player.nav.page_list")} withArrow>
              <Button
                variant="subtle"
                size="compact-sm"
                color="gray"
                style={NAV_TEXT_STYLE}
                leftSection={<IconListDetails size={16} aria-hidden />}
                onClick={onOpenList}
                aria-label={t("player.nav.page_list")}
                aria-haspopup="dialog"
                data-testid="player-page-list-open"
              >
                <span data-testid="player-page-of">{t("player.nav.page_of", { page: index + 1, total })}</span>
              </Button>
            </LazyTooltip>
            {remaining !== null && (
              <span
                className={remaining <= 10 ? "cw-player-badge cw-player-badge--red" : "cw-player-badge"}
                role="timer"
                aria-label={t("player.nav.time_left", { time: formatCountdown(remaining) })}
                data-testid="player-timer"
              >
                <IconClock size={14} aria-hidden />
                {formatCountdown(remaining)}
              </span>
            )}
          </div>
          <span className="cw-player-sr-only" aria-live="polite" data-testid="player-timer-announcement">
            {milestone ? t(MILESTONE_KEYS[milestone]) : ""}
          </span>
          {/* A plain bar, not Mantine's Progress: the player's first load stays under its 150 KB budget. */}
          <div
            className="cw-player-progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t("player.nav.progress", { done, total })}
            data-testid="player-progress"
          >
            <div className="cw-player-progress__bar" style={{ width: `${percent}%` }} />
          </div>
        </div>

        <Button
          style={STEP_STYLE}
          onClick={next}
          disabled={!complete}
          loading={waiting}
          rightSection={
            last ? (
              <IconCheck size={18} aria-hidden />
            ) : (
              <IconArrowRight size={18} className="cw-flip-rtl" aria-hidden />
            )
          }
          aria-describedby={complete ? undefined : "player-next-hint"}
          onPointerEnter={last ? prefetchFinishedScreen : undefined}
          onFocus={last ? prefetchFinishedScreen : undefined}
          data-testid="player-next"
        >
          <span className="cw-player-nav__label">{last ? t("player.nav.finish") : t("player.nav.next")}</span>
        </Button>
      </div>
      {!complete && loaded && (
        <Text
          id="player-next-hint"
          size="xs"
          ta="center"
          className="cw-player-nav__hint"
          mt={4}
          data-testid="player-next-hint"
        >
          {t("player.nav.complete_first")}
        </Text>
      )}
    </nav>
  );
}
