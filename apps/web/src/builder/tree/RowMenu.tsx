import { Menu } from "@mantine/core";
import { IconCopy, IconPencil, IconPlus, IconTemplate, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import * as actions from "../actions";
import { usePageTemplateDialogs } from "../pageTemplates/dialogs";
import { LazyMenu } from "./LazyMenu";
import { useTreeUi } from "./treeUi";

interface PageMenuProps {
  pageId: number;
  title: string;
  topicId: number | null;
  order: number;
}

export function PageMenu(props: PageMenuProps) {
  const { t } = useTranslation();
  return (
    <LazyMenu label={t("builder.tree.page_menu", { title: props.title })} testId="tree-page-menu" width={240}>
      <PageMenuItems {...props} />
    </LazyMenu>
  );
}

function PageMenuItems({ pageId, title, topicId, order }: PageMenuProps) {
  const { t } = useTranslation();
  const ui = useTreeUi();
  const dialogs = usePageTemplateDialogs();
  return (
    <>
      <Menu.Item
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={() => ui.startRename({ kind: "page", id: pageId })}
      >
        {t("builder.tree.rename")}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconCopy size={16} aria-hidden />}
        disabled={ui.saving}
        onClick={() => void actions.duplicatePage(pageId)}
      >
        {t("builder.tree.duplicate_page")}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconTemplate size={16} aria-hidden />}
        disabled={ui.saving}
        onClick={() => dialogs.openSave(pageId, title)}
        data-testid="tree-page-save-template"
      >
        {t("builder.page_templates.save")}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={ui.saving}
        onClick={() => dialogs.openInsert({ topicId, afterOrder: order })}
        data-testid="tree-page-insert-template"
      >
        {t("builder.page_templates.insert_after")}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        disabled={ui.saving}
        onClick={() => ui.askDelete({ kind: "page", id: pageId })}
      >
        {t("builder.tree.delete_page")}
      </Menu.Item>
    </>
  );
}

interface TopicMenuProps {
  topicId: number;
  title: string;
  lastOrder: number | null;
}

export function TopicMenu(props: TopicMenuProps) {
  const { t } = useTranslation();
  return (
    <LazyMenu label={t("builder.tree.topic_menu", { title: props.title })} testId="tree-topic-menu" width={200}>
      <TopicMenuItems {...props} />
    </LazyMenu>
  );
}

function TopicMenuItems({ topicId, lastOrder }: TopicMenuProps) {
  const { t } = useTranslation();
  const ui = useTreeUi();
  const openInsert = usePageTemplateDialogs((s) => s.openInsert);
  return (
    <>
      <Menu.Item
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={() => ui.startRename({ kind: "topic", id: topicId })}
      >
        {t("builder.tree.rename")}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={ui.saving}
        onClick={() => ui.addPageTo(topicId)}
      >
        {t("builder.tree.add_page")}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconTemplate size={16} aria-hidden />}
        disabled={ui.saving}
        onClick={() => openInsert({ topicId, afterOrder: lastOrder })}
        data-testid="tree-topic-insert-template"
      >
        {t("builder.page_templates.insert")}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        disabled={ui.saving}
        onClick={() => ui.askDelete({ kind: "topic", id: topicId })}
      >
        {t("builder.tree.delete_topic")}
      </Menu.Item>
    </>
  );
}
