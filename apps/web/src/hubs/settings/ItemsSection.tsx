import type { HubImage } from "@coursewright/course-model";
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SettingsSection } from "../../screenParts/SettingsSection";
import { SortableList } from "../../screenParts/SortableList";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";
import { useSortableLabels } from "./useSortableLabels";

interface Item {
  id: number;
  title: string;
  image: HubImage | null;
}

export interface ItemsSectionProps<T extends Item> {
  title: string;
  hint: string;
  addLabel: string;
  empty: { icon: ReactNode; title: string; text: string };
  items: T[] | undefined;
  loading: boolean;
  failed: boolean;
  retry(): void;
  /** Facts under an item's title (price, dates, place). */
  details(item: T): ReactNode;
  onAdd(): void;
  onEdit(item: T): void;
  onDelete(item: T): void;
  /** A further action before edit and delete (an event's bookings). */
  extraAction?(item: T): ReactNode;
  /** Lists the creator puts in order (bundles, banners); events follow their dates. */
  onMove?(from: number, to: number): void;
  /** Test ids: `${testPrefix}-add`, `-list`, `-row`, `-edit`, `-delete`, `-empty`. */
  testPrefix: string;
  /** The add/edit and delete dialogs. */
  children: ReactNode;
}

/** A hub's bundles, events or banners: the list with edit and delete on each, an add button, order where it matters. */
export function ItemsSection<T extends Item>(props: ItemsSectionProps<T>) {
  const { t } = useTranslation();
  const sortLabels = useSortableLabels();
  const { items, testPrefix } = props;
  const row = (item: T, handle: ReactNode | null) => (
    <Paper withBorder radius="md" p="xs" className="cw-hub-item" data-testid={`${testPrefix}-row`}>
      {handle}
      <div className="cw-hub-item__thumb" aria-hidden>
        {item.image && <img src={item.image.thumb_url ?? item.image.url} alt="" />}
      </div>
      <div className="cw-hub-item__text">
        <Text fw={600} truncate="end" dir="auto" data-testid={`${testPrefix}-title`}>
          {item.title}
        </Text>
        <div className="cw-hub-item__details">{props.details(item)}</div>
      </div>
      <div className="cw-hub-item__actions">
        {props.extraAction?.(item)}
        <Tooltip label={t("hubs_admin.items.edit")} withArrow>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => props.onEdit(item)}
            aria-label={t("hubs_admin.items.edit_of", { title: item.title })}
            data-testid={`${testPrefix}-edit`}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t("hubs_admin.items.delete")} withArrow>
          <ActionIcon
            variant="default"
            color="red"
            size="lg"
            onClick={() => props.onDelete(item)}
            aria-label={t("hubs_admin.items.delete_of", { title: item.title })}
            data-testid={`${testPrefix}-delete`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </div>
    </Paper>
  );

  let body: ReactNode;
  if (props.loading) {
    body = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t("common.loading")}>
        <Skeleton h={64} radius="md" />
        <Skeleton h={64} radius="md" />
      </Stack>
    );
  } else if (props.failed || !items) {
    body = (
      <LoadErrorAlert
        title={t("hubs_admin.items.load_failed_title")}
        text={t("hubs_admin.items.load_failed")}
        onRetry={props.retry}
        retrying={false}
      />
    );
  } else if (items.length === 0) {
    body = (
      <Stack align="center" gap={6} py="lg" ta="center" data-testid={`${testPrefix}-empty`}>
        {props.empty.icon}
        <Text fw={600}>{props.empty.title}</Text>
        <Text size="sm" c="dimmed" maw={440}>
          {props.empty.text}
        </Text>
      </Stack>
    );
  } else if (props.onMove && items.length > 1) {
    body = (
      <SortableList
        items={items}
        idOf={(item) => item.id}
        titleOf={(item) => item.title}
        onMove={props.onMove}
        labels={sortLabels}
        testId={`${testPrefix}-list`}
        renderItem={(item, handle) => row(item, handle)}
      />
    );
  } else {
    body = (
      <ul className="cw-sortable-list" data-testid={`${testPrefix}-list`}>
        {items.map((item) => (
          <li key={item.id}>{row(item, null)}</li>
        ))}
      </ul>
    );
  }

  return (
    <SettingsSection
      title={props.title}
      hint={props.hint}
      actions={
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={props.onAdd}
          data-testid={`${testPrefix}-add`}
        >
          {props.addLabel}
        </Button>
      }
    >
      {body}
      {props.children}
    </SettingsSection>
  );
}

/** A small fact of an item's row. */
export function ItemFact({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Group gap={4} wrap="nowrap" className="cw-hub-item__fact" data-testid={testId}>
      {icon}
      <Text span size="xs" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}
