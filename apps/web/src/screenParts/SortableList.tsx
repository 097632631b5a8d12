import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import type { ReactNode } from "react";
import "./screenParts.css";

export interface SortableLabels {
  /** How to move with the keyboard (read by screen readers on the handle). */
  instructions: string;
  handle(title: string): string;
  picked(title: string): string;
  over(title: string, position: number, total: number): string;
  dropped(title: string, position: number, total: number): string;
  cancelled(title: string): string;
}

export interface SortableListProps<T> {
  items: readonly T[];
  idOf(item: T): number;
  titleOf(item: T): string;
  onMove(from: number, to: number): void;
  /** One row; `handle` is its drag handle, to be placed where the row wants it. */
  renderItem(item: T, handle: ReactNode, index: number): ReactNode;
  labels: SortableLabels;
  disabled?: boolean;
  testId?: string;
}

/**
 * A list put in order by dragging a row's handle, or with the keyboard: focus the handle, Space, arrows, Space
 * (dnd-kit's sensors), each step announced in the interface language.
 */
export function SortableList<T>(props: SortableListProps<T>) {
  const { items, idOf, titleOf, labels } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const indexOf = (id: unknown) => ids.indexOf(Number(id));
  const titleAt = (id: unknown) => {
    const item = items[indexOf(id)];
    return item === undefined ? "" : titleOf(item);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => labels.picked(titleAt(active.id)),
    onDragOver: ({ active, over }) =>
      over ? labels.over(titleAt(active.id), indexOf(over.id) + 1, ids.length) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? labels.dropped(titleAt(active.id), indexOf(over.id) + 1, ids.length)
        : labels.cancelled(titleAt(active.id)),
    onDragCancel: ({ active }) => labels.cancelled(titleAt(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) props.onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: labels.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={props.disabled}>
        <ul className="cw-sortable-list" data-testid={props.testId}>
          {items.map((item, index) => (
            <SortableRow
              key={idOf(item)}
              id={idOf(item)}
              label={labels.handle(titleOf(item))}
              disabled={props.disabled}
            >
              {(handle) => props.renderItem(item, handle, index)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: number;
  label: string;
  disabled?: boolean;
  children(handle: ReactNode): ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="lg"
      className="cw-sortable-handle"
      aria-label={label}
      {...attributes}
      {...listeners}
      data-testid="sort-handle"
    >
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  );
  return (
    <li
      ref={setNodeRef}
      className="cw-sortable-row"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
