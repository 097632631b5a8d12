import { isPageDone, type PlayerState, reachablePages } from "@coursewright/course-model";
import { Drawer, NavLink, ThemeIcon } from "@mantine/core";
import { IconCheck, IconLock, IconPointFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { goToPage } from "./playerStore";
import "./extras";

/** Every page of the attempt: done ones ticked, the ones the learner may open as links, the rest locked. */
export function PageListDrawer({ engine, opened, onClose }: { engine: PlayerState; opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const reachable = new Set(reachablePages(engine));
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t("player.page_list.title")}
      position="left"
      size="sm"
      closeButtonProps={{ "aria-label": t("player.page_list.close") }}
    >
      <nav aria-label={t("player.page_list.title")}>
        <ol className="cw-player-page-list" data-testid="player-page-list">
          {engine.pages.map((page, index) => {
            const done = isPageDone(engine, page.id);
            const open = reachable.has(page.id) || done;
            const current = page.id === engine.activePageId;
            const state = done
              ? t("player.page_list.done")
              : open
                ? t("player.page_list.open")
                : t("player.page_list.locked");
            return (
              <li key={page.id}>
                <NavLink
                  component="button"
                  type="button"
                  active={current}
                  disabled={!open}
                  aria-current={current ? "page" : undefined}
                  label={`${index + 1}. ${page.title || t("player.untitled_page")}`}
                  description={state}
                  leftSection={
                    <ThemeIcon
                      size="sm"
                      radius="xl"
                      variant={done ? "filled" : "light"}
                      color={done ? "green" : "gray"}
                      aria-hidden
                    >
                      {done ? <IconCheck size={12} /> : open ? <IconPointFilled size={10} /> : <IconLock size={12} />}
                    </ThemeIcon>
                  }
                  onClick={() => {
                    onClose();
                    goToPage(page.id);
                  }}
                  data-testid="player-page-list-item"
                  data-done={done || undefined}
                />
              </li>
            );
          })}
        </ol>
      </nav>
    </Drawer>
  );
}
