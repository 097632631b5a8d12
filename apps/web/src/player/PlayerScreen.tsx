import { activePage, isFinished } from "@coursewright/course-model";
import { Center, Loader, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { Component, lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { directionOf, useContentLanguage } from "../i18n/contentLanguage";
import { followLink } from "../routing/navigation";
import { LazyTooltip } from "../shell/LazyTooltip";
import { useDocumentTitle } from "../shell/PageTitle";
import { ThemeScope } from "../themes/ThemeScope";
import { LazyPageList } from "./LazyPageList";
import { loadFinishedScreen } from "./loadFinishedScreen";
import { NavigationBar } from "./NavigationBar";
import { PageView } from "./PageView";
import { retry, usePlayerStore } from "./playerStore";
import { useTakeOverNotice } from "./useTakeOverNotice";
import "./player.css";

// Screens few learners see load when shown: the failure with its retry, the end of the course (see loadFinishedScreen).
const LoadFailed = lazy(() => import("./LoadFailed").then((module) => ({ default: module.LoadFailed })));
const FinishedScreen = lazy(() => loadFinishedScreen().then((module) => ({ default: module.FinishedScreen })));
const NotShared = lazy(() => import("./NotShared").then((module) => ({ default: module.NotShared })));
const TimeUpNotice = lazy(() => import("./TimeUpNotice").then((module) => ({ default: module.TimeUpNotice })));

/** Where "back" leads: the creator's builder for a preview, the learner's courses otherwise; nowhere when embedded. */
export interface PlayerExits {
  backTo: string | null;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Center mih="70dvh" role="status" aria-label={t("player.loading")} data-testid="player-loading">
      <Loader size="lg" />
    </Center>
  );
}

/** The failure's message and retry, unstyled, when even its screen's code cannot be downloaded (offline). */
function BareLoadFailed() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="cw-player-bare-failure" data-testid="player-load-error">
      <p>{t("player.load_failed")}</p>
      <button type="button" onClick={retry}>
        {t("common.retry")}
      </button>
    </div>
  );
}

class BareOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <BareLoadFailed /> : this.props.children;
  }
}

/** The course player (spec 2 Screens: page view, navigation, finished screen, start again). */
export function PlayerScreen({ backTo }: PlayerExits) {
  const { t } = useTranslation();
  const phase = usePlayerStore((s) => s.phase);
  const course = usePlayerStore((s) => s.course);
  const engine = usePlayerStore((s) => s.engine);
  const persists = usePlayerStore((s) => s.persists);
  const timeUp = usePlayerStore((s) => s.timeUp);
  const [listOpen, setListOpen] = useState(false);
  const content = useContentLanguage(course?.language);
  useDocumentTitle(course?.title ?? t("player.loading"));
  useTakeOverNotice();

  if (phase === "failed")
    return (
      <BareOnFailure>
        <Suspense fallback={<Loading />}>
          <LoadFailed />
        </Suspense>
      </BareOnFailure>
    );
  if (phase === "denied")
    return (
      <BareOnFailure>
        <Suspense fallback={<Loading />}>
          <NotShared backTo={backTo} />
        </Suspense>
      </BareOnFailure>
    );
  if (phase !== "ready" || !engine || !course) return <Loading />;
  const page = activePage(engine);
  const finished = isFinished(engine);
  const empty = engine.pages.length === 0;

  return (
    <ThemeScope theme={course.theme} className="cw-player" data-testid="player">
      <header className="cw-player-header">
        <div className="cw-player-row cw-player-row--start">
          {/* The course's name in its own language and direction, at the start of the interface's header. */}
          <Text
            fw={700}
            truncate="end"
            dir={content.fixed ? directionOf(content.rtl) : "auto"}
            lang={content.fixed ? content.bcp47 : undefined}
            className="cw-player-course-title"
            data-testid="player-course-title"
          >
            {course.title}
          </Text>
          {!persists && (
            <LazyTooltip label={t("player.preview_hint")} withArrow multiline w={260}>
              <span className="cw-player-badge cw-player-badge--grape" data-testid="player-preview-badge">
                {t("player.preview")}
              </span>
            </LazyTooltip>
          )}
        </div>
        {backTo && (
          <LazyTooltip label={t("player.close")} withArrow>
            {/* A plain link, not Mantine's ActionIcon: the player's first load stays under its 150 KB budget. */}
            <a href={backTo} onClick={followLink} className="cw-player-close" aria-label={t("player.close")}>
              <IconX size={20} aria-hidden />
            </a>
          </LazyTooltip>
        )}
      </header>
      <main className="cw-player-main">
        {empty ? (
          <Center mih="50dvh">
            <Text c="dimmed" data-testid="player-no-pages">
              {t("player.no_pages")}
            </Text>
          </Center>
        ) : finished ? (
          <Suspense fallback={<Loading />}>
            <FinishedScreen engine={engine} backTo={backTo} />
          </Suspense>
        ) : page ? (
          <PageView page={page} showTitle={course.theme?.show_page_title ?? true} />
        ) : null}
      </main>
      {!finished && !empty && page && (
        <>
          <NavigationBar engine={engine} onOpenList={() => setListOpen(true)} />
          <LazyPageList engine={engine} opened={listOpen} onClose={() => setListOpen(false)} />
        </>
      )}
      {timeUp && (
        <Suspense fallback={null}>
          <TimeUpNotice engine={engine} questionIds={timeUp.questionIds} />
        </Suspense>
      )}
    </ThemeScope>
  );
}
