import { activePage, isFinished } from "@coursewright/course-model";
import { ActionIcon, Alert, Badge, Button, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh, IconX } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
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

const FinishedScreen = lazy(() => loadFinishedScreen().then((module) => ({ default: module.FinishedScreen })));

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

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <Center mih="70dvh" p="md">
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle aria-hidden />}
        title={t("player.load_failed_title")}
        maw={520}
        data-testid="player-load-error"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t("player.load_failed")}</Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={retry}
          >
            {t("common.retry")}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

/** The course player (spec 2 Screens: page view, navigation, finished screen, start again). */
export function PlayerScreen({ backTo }: PlayerExits) {
  const { t } = useTranslation();
  const phase = usePlayerStore((s) => s.phase);
  const course = usePlayerStore((s) => s.course);
  const engine = usePlayerStore((s) => s.engine);
  const persists = usePlayerStore((s) => s.persists);
  const [listOpen, setListOpen] = useState(false);
  useDocumentTitle(course?.title ?? t("player.loading"));
  useTakeOverNotice();

  if (phase === "failed") return <LoadFailed />;
  if (phase !== "ready" || !engine || !course) return <Loading />;
  const page = activePage(engine);
  const finished = isFinished(engine);
  const empty = engine.pages.length === 0;

  return (
    <ThemeScope theme={course.theme} className="cw-player" data-testid="player">
      <header className="cw-player-header">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text fw={700} truncate="end" dir="auto" data-testid="player-course-title">
            {course.title}
          </Text>
          {!persists && (
            <LazyTooltip label={t("player.preview_hint")} withArrow multiline w={260}>
              <Badge variant="light" color="grape" data-testid="player-preview-badge">
                {t("player.preview")}
              </Badge>
            </LazyTooltip>
          )}
        </Group>
        {backTo && (
          <LazyTooltip label={t("player.close")} withArrow>
            <ActionIcon
              component="a"
              href={backTo}
              onClick={followLink}
              variant="subtle"
              color="gray"
              c="inherit"
              size="lg"
              aria-label={t("player.close")}
            >
              <IconX size={20} aria-hidden />
            </ActionIcon>
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
    </ThemeScope>
  );
}
