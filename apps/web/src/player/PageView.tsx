import { activeRows, activeStackedBlocks, type PlayerPage } from "@coursewright/course-model";
import { Center, Loader, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { pageBackgroundStyle } from "../courses/pageBackground";
import {
  ContentLanguageContext,
  contentRootProps,
  pageTitleProps,
  useContentLanguage,
  useInterfaceRootProps,
} from "../i18n/contentLanguage";
import { THEME_PAGE_CLASS } from "../themes/ThemeScope";
import { PageBlocksView } from "./PageBlocksView";
import { usePlayerStore } from "./playerStore";

/** Below this width the grid's 12 columns are too narrow to read: blocks stack (spec: "looks right on a phone"). */
export const PHONE_QUERY = "(max-width: 47.99em)";

/**
 * The page shown: its title (focused on every page change), its background and its visible blocks. A theme
 * that hides page titles hides it from sight only: screen readers still hear it and focus still lands there.
 */
export function PageView({ page, showTitle }: { page: PlayerPage; showTitle: boolean }) {
  const { t } = useTranslation();
  const engine = usePlayerStore((s) => s.engine);
  const media = usePlayerStore((s) => s.media);
  const loaded = usePlayerStore((s) => s.loaded.has(page.id));
  const content = useContentLanguage(usePlayerStore((s) => s.course?.language));
  const chrome = useInterfaceRootProps();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(true);

  const rows = useMemo(
    () => (engine && !phone ? activeRows(engine).flatMap((row) => row.blocks) : []),
    [engine, phone],
  );
  // The blocks its display conditions hide: the rows only they covered collapse, so they leave no band.
  const hidden = useMemo(() => {
    const shown = new Set(rows.map((block) => block.id));
    return page.page_blocks.filter((block) => !shown.has(block.id));
  }, [rows, page]);
  const stacked = useMemo(() => (engine && phone ? activeStackedBlocks(engine) : []), [engine, phone]);

  // A new page moves focus to its title so keyboard and screen-reader users start reading there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change, which page.id names
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    titleRef.current?.focus();
    window.scrollTo(0, 0);
  }, [page.id]);

  return (
    // The content's root: the course's direction (the grid's columns run from its start) and lang.
    <section
      className={`cw-player-page ${THEME_PAGE_CLASS}`}
      style={pageBackgroundStyle(page)}
      aria-labelledby="player-page-title"
      {...contentRootProps(content)}
      data-testid="player-page"
      data-page-id={page.id}
    >
      <Title
        order={1}
        size="h2"
        id="player-page-title"
        ref={titleRef}
        tabIndex={-1}
        className="cw-player-page__title"
        data-hidden={showTitle ? undefined : true}
        {...pageTitleProps(content)}
        data-testid="player-page-title"
      >
        {page.title || t("player.untitled_page")}
      </Title>
      {!loaded ? (
        <Center py={80} role="status" aria-label={t("player.loading_page")} {...chrome}>
          <Loader />
        </Center>
      ) : (
        <ContentLanguageContext.Provider value={content}>
          <PageBlocksView
            blocks={phone ? stacked : rows}
            hidden={phone ? undefined : hidden}
            media={media}
            stacked={phone}
          />
        </ContentLanguageContext.Provider>
      )}
    </section>
  );
}
