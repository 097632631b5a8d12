import { Alert, Box, Button, Loader, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconFilePlus, IconLayoutGridAdd, IconPlus, IconRefresh } from "@tabler/icons-react";
import { type MouseEvent, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { loadLanguageMessages } from "../../i18n";
import { ContentLanguageContext, pageTitleProps, useContentLanguage } from "../../i18n/contentLanguage";
import { THEME_PAGE_CLASS, ThemeScope } from "../../themes/ThemeScope";
import { selectBlock, showPanel } from "../actions";
import { focusDrawer } from "../drawer/drawerFocus";
import { ensurePageLoaded } from "../pageLoading";
import { useActivePage } from "../selectors";
import { useBuilderStore } from "../store";
import { BlockGrid } from "./BlockGrid";
import { clickToType, notePress } from "./inline/clickToType";
import { useInlineEditorPreload } from "./inline/InlineHost";
import { CanvasKeysHint } from "./keysHint";
import { pageBackgroundStyle } from "./pageBackground";
import { useFocusTarget } from "./useFocusTarget";
import { useScrollTarget } from "./useScrollTarget";
import "./canvas.css";
import "../../themes/withThemeCss";

function CanvasSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack
      gap="md"
      role="status"
      aria-busy="true"
      aria-label={t("builder.canvas.loading")}
      data-testid="canvas-loading"
    >
      <Skeleton h={28} w="40%" />
      <div className="cw-canvas-skeleton-row">
        <Skeleton h={220} />
        <Skeleton h={220} />
        <Skeleton h={220} />
      </div>
      <Skeleton h={140} w="66%" />
    </Stack>
  );
}

function PageLoadFailed({ pageId }: { pageId: number }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={t("builder.canvas.load_failed_title")}
      data-testid="canvas-load-error"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t("builder.canvas.load_failed")}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => void ensurePageLoaded(pageId).catch(() => undefined)}
        >
          {t("common.retry")}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A page without blocks says how to add the first one, and the button opens the palette (from a rail too). */
function EmptyPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="sm" py={72} px="md" className="cw-canvas-empty" data-testid="canvas-empty">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconLayoutGridAdd size={32} />
      </ThemeIcon>
      <Title order={3} size="h4">
        {t("builder.canvas.empty_title")}
      </Title>
      <Text c="gray.7" maw={420} size="sm">
        {t("builder.canvas.empty_text")}
      </Text>
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={(event) => {
          showPanel("palette");
          focusDrawer("right", event.currentTarget);
        }}
        data-testid="canvas-empty-add"
      >
        {t("builder.canvas.empty_add")}
      </Button>
    </Stack>
  );
}

function NoPages() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" maw={520} mx="auto" mt={60} data-testid="canvas-no-pages">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconFilePlus size={32} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t("builder.canvas.no_pages_title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("builder.canvas.no_pages_text")}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Pressing on a block selects it (before a drag starts); pressing anywhere else on the page deselects. */
function onSurfacePress(event: MouseEvent<HTMLElement>) {
  const target = event.target as Element;
  // A press in a popover the selected block opened (the text toolbar's link or colour) reaches here through
  // React's portal, but it is not on the canvas: it must not deselect the block.
  if (!event.currentTarget.contains(target)) return;
  if (target.closest(".cw-block-toolbar, .react-resizable-handle")) return;
  const item = target.closest<HTMLElement>("[data-canvas-block]");
  notePress(target, item, useBuilderStore.getState().selectedBlockId, event.clientX, event.clientY);
  selectBlock(item ? Number(item.dataset.canvasBlock) : null);
}

/** The end of a press: on an unselected block's words (and not a drag), the caret goes there too. */
function onSurfaceRelease(event: MouseEvent<HTMLElement>) {
  if (event.button === 0) clickToType(event.clientX, event.clientY);
}

/** The centre of the builder: the active page with its title, background and blocks on the grid. */
export function PageCanvas() {
  const { t } = useTranslation();
  useInlineEditorPreload();
  const view = useActivePage();
  const loadingPageId = useBuilderStore((s) => s.loadingPageId);
  const pageLoadFailed = useBuilderStore((s) => s.pageLoadFailed);
  const selectedBlockId = useBuilderStore((s) => s.selectedBlockId);
  const saving = useBuilderStore((s) => s.saveStatus === "saving");
  const theme = useBuilderStore((s) => s.history?.present.course.theme ?? null);
  const language = useBuilderStore((s) => s.history?.present.course.language ?? null);
  const content = useContentLanguage(language);
  // The course's own messages, fetched ahead so the first block added already starts in its language.
  useEffect(() => {
    if (language) void loadLanguageMessages(language);
  }, [language]);
  useScrollTarget();
  useFocusTarget();

  if (!view) return <NoPages />;
  const { page, blocks, mediaOf } = view;
  const loading = loadingPageId === page.id;
  const failed = pageLoadFailed && !loading;

  return (
    <Box className="cw-canvas" data-saving={saving || undefined}>
      {/* The course's theme, as the player draws it: same variables, same font, same page surface. */}
      <ThemeScope theme={theme}>
        <section
          className={`cw-canvas-page ${THEME_PAGE_CLASS}`}
          style={pageBackgroundStyle(page)}
          aria-label={t("builder.canvas.label", { title: page.title })}
          onMouseDown={saving ? undefined : onSurfacePress}
          onMouseUp={saving ? undefined : onSurfaceRelease}
          data-testid="canvas-page"
        >
          {(theme?.show_page_title ?? true) && (
            <Title
              order={2}
              className="cw-canvas-page__title"
              lang={content.fixed ? content.bcp47 : undefined}
              {...pageTitleProps(content)}
              data-testid="canvas-page-title"
            >
              {page.title || t("builder.canvas.untitled")}
            </Title>
          )}
          {loading ? (
            <CanvasSkeleton />
          ) : failed ? (
            <PageLoadFailed pageId={page.id} />
          ) : blocks.length === 0 ? (
            <EmptyPage />
          ) : (
            <ContentLanguageContext.Provider value={content}>
              <BlockGrid
                blocks={blocks}
                mediaOf={mediaOf}
                selectedBlockId={selectedBlockId}
                readOnly={saving}
                rtl={content.rtl}
              />
            </ContentLanguageContext.Provider>
          )}
        </section>
      </ThemeScope>
      <CanvasKeysHint />
      {saving && (
        <div className="cw-canvas-saving" role="status" aria-label={t("builder.toolbar.saving")}>
          <Loader size="sm" />
        </div>
      )}
    </Box>
  );
}
