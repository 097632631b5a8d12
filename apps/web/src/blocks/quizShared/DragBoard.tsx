import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  type PointerSensorOptions,
  pointerWithin,
  TouchSensor,
  type UniqueIdentifier,
  useDndContext,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import type { PointerEvent as ReactPointerEvent } from "react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BoardProps, SpotTargetProps } from "./dragBoardTypes";
import { moveAnswer, unplaced } from "./placement";
import "./dragBoard.css";
import { InterfaceText } from "../../i18n/contentLanguage";

// The drag-and-drop face of the matching and diagram questions, loaded on demand (LazyDragBoard) so dnd-kit
// stays out of the player's first load. The learner drags answers from the pool onto places (or back), with a
// mouse or pen, a finger (after a short press, so a swipe still scrolls) or the keyboard (Space, arrows, Space).

const POOL = "pool";
const slotTarget = (slotId: string) => `slot:${slotId}`;
const markTarget = (slotId: string) => `mark:${slotId}`;
const spotTarget = (slotId: string) => `spot:${slotId}`;

interface AnswerData {
  answer: string;
  /** The place the answer is dragged from; null for the pool. */
  from: string | null;
}

interface TargetData {
  /** The place a drop lands on; null for the pool. */
  slot: string | null;
}

/** Mouse and pen only: a finger is the TouchSensor's, which waits a moment so a swipe still scrolls the page. */
class MouseOrPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: "onPointerDown" as const,
      handler: ({ nativeEvent }: ReactPointerEvent, { onActivation }: PointerSensorOptions) => {
        if (!nativeEvent.isPrimary || nativeEvent.button !== 0 || nativeEvent.pointerType === "touch") return false;
        onActivation?.({ event: nativeEvent });
        return true;
      },
    },
  ];
}

/** A pointer drops where it is; the keyboard (no pointer) on the place its answer was moved to. */
const collisions: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));

/** Arrow keys step through the pool and the places in reading order (left and right mirrored in RTL). */
function stepOf(code: string, rtl: boolean): number {
  if (code === "ArrowDown") return 1;
  if (code === "ArrowUp") return -1;
  if (code === "ArrowRight") return rtl ? -1 : 1;
  if (code === "ArrowLeft") return rtl ? 1 : -1;
  return 0;
}

export default function DragBoard({
  slots,
  answers,
  placement,
  onPlace,
  locked,
  rowClassName,
  rowTestId,
  listClassName,
  groupLabel,
  stage,
}: BoardProps) {
  const { t, i18n } = useTranslation();
  const boardRef = useRef<HTMLDivElement>(null);
  const [dragged, setDragged] = useState<AnswerData | null>(null);
  const focusAfterDrop = useRef<string | null>(null);
  const order = useRef<string[]>([]);
  order.current = [POOL, ...slots.map((slot) => slotTarget(slot.id))];
  const interfaceRtl = i18n.dir() === "rtl";

  // Where the keyboard has moved the answer: an index in `order`, set when the drag starts.
  const cursor = useRef(0);
  const coordinates = useCallback<KeyboardCoordinateGetter>(
    (event, { context }) => {
      // The board's own direction: the block takes its text's (BlockFrame), which may not be the interface's.
      const board = boardRef.current;
      const rtl = board ? getComputedStyle(board).direction === "rtl" : interfaceRtl;
      const step = stepOf(event.code, rtl);
      const { collisionRect, droppableRects } = context;
      if (step === 0 || !collisionRect) return undefined;
      event.preventDefault();
      cursor.current = Math.max(0, Math.min(order.current.length - 1, cursor.current + step));
      const target = order.current[cursor.current];
      const rect = target ? droppableRects.get(target) : undefined;
      if (!rect) return undefined;
      // The answer's middle on the place's: the nearest centre (collisions) is that place.
      return {
        x: rect.left + rect.width / 2 - collisionRect.width / 2,
        y: rect.top + rect.height / 2 - collisionRect.height / 2,
      };
    },
    [interfaceRtl],
  );
  const sensors = useSensors(
    useSensor(MouseOrPenSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: coordinates }),
  );

  const answerText = (id: UniqueIdentifier | undefined, data?: unknown) => {
    const answer = (data as AnswerData | undefined)?.answer ?? String(id ?? "");
    return answers.find((item) => item.id === answer)?.text ?? "";
  };
  const placeName = (data: unknown) => {
    const slot = (data as TargetData | undefined)?.slot ?? null;
    return slot === null ? t("blocks.quiz.drag.pool") : (slots.find((item) => item.id === slot)?.name ?? "");
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("blocks.quiz.drag.picked_up", { item: answerText(active.id, active.data.current) }),
    onDragOver: ({ active, over }) => {
      const item = answerText(active.id, active.data.current);
      return over
        ? t("blocks.quiz.drag.over", { item, place: placeName(over.data.current) })
        : t("blocks.quiz.drag.not_over", { item });
    },
    onDragEnd: ({ active, over }) => {
      const item = answerText(active.id, active.data.current);
      return over
        ? t("blocks.quiz.drag.dropped", { item, place: placeName(over.data.current) })
        : t("blocks.quiz.drag.put_back", { item });
    },
    onDragCancel: ({ active }) => t("blocks.quiz.drag.cancelled", { item: answerText(active.id, active.data.current) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = (active.data.current as AnswerData | undefined) ?? null;
    setDragged(data);
    cursor.current = data?.from ? order.current.indexOf(slotTarget(data.from)) : 0;
  };
  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDragged(null);
    const data = active.data.current as AnswerData | undefined;
    if (!data || !over) return;
    const to = (over.data.current as TargetData | undefined)?.slot ?? null;
    if (to === data.from) return;
    // The answer's element moves to another list, so keyboard focus would be lost: it follows the answer.
    if (activatorEvent instanceof KeyboardEvent) focusAfterDrop.current = data.answer;
    onPlace(moveAnswer(placement, data.answer, data.from, to));
  };

  useEffect(() => {
    const answer = focusAfterDrop.current;
    if (answer === null) return;
    focusAfterDrop.current = null;
    boardRef.current?.querySelector<HTMLElement>(`[data-answer="${CSS.escape(answer)}"]`)?.focus();
  });

  const pool = unplaced(answers, placement);
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  const draggedAnswer = dragged ? byId.get(dragged.answer) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      // Scrolls only when the pointer reaches the window's edge (the player's bar), not as soon as a drag
      // starts low on the screen.
      autoScroll={{ threshold: { x: 0.1, y: 0.1 } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("blocks.quiz.drag.instructions") },
        restoreFocus: true,
      }}
    >
      {stage?.(SpotTarget)}
      <div ref={boardRef} className="cw-drag-board" data-testid="quiz-drag-board">
        {!(locked && pool.length === 0) && (
          <Pool
            label={t("blocks.quiz.drag.pool")}
            empty={pool.length === 0}
            emptyText={t("blocks.quiz.drag.pool_empty")}
          >
            {pool.map((answer) => (
              <DraggableAnswer key={answer.id} id={answer.id} text={answer.text} from={null} locked={locked} />
            ))}
          </Pool>
        )}
        <fieldset aria-label={groupLabel} className={`cw-quiz-fieldset ${listClassName}`}>
          {slots.map((slot) => {
            const answer = byId.get(placement[slot.id] ?? "");
            return (
              <Place key={slot.id} slotId={slot.id} className={rowClassName} result={slot.result} testId={rowTestId}>
                {slot.label}
                <div className="cw-drag-slot" data-filled={answer ? true : undefined}>
                  {answer ? (
                    <DraggableAnswer id={answer.id} text={answer.text} from={slot.id} locked={locked} />
                  ) : (
                    <span className="cw-drag-slot-hint">
                      <InterfaceText>{t("blocks.quiz.drag.drop_here")}</InterfaceText>
                    </span>
                  )}
                </div>
              </Place>
            );
          })}
        </fieldset>
      </div>
      <DragOverlay dropAnimation={null}>
        {draggedAnswer ? <div className="cw-drag-answer cw-drag-answer-lifted">{draggedAnswer.text}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}

function Pool({
  label,
  empty,
  emptyText,
  children,
}: {
  label: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: POOL, data: { slot: null } satisfies TargetData });
  return (
    <div className="cw-drag-pool" data-over={isOver || undefined} data-testid="quiz-drag-pool">
      <div className="cw-drag-pool-label">
        <InterfaceText>{label}</InterfaceText>
      </div>
      <div ref={setNodeRef} className="cw-drag-pool-answers">
        {empty ? (
          <span className="cw-drag-slot-hint">
            <InterfaceText>{emptyText}</InterfaceText>
          </span>
        ) : (
          children
        )}
      </div>
    </div>
  );
}

function Place({
  slotId,
  className,
  result,
  testId,
  children,
}: {
  slotId: string;
  className: string;
  result: "right" | "wrong" | undefined;
  testId: string;
  children: ReactNode;
}) {
  const { setNodeRef } = useDroppable({ id: slotTarget(slotId), data: { slot: slotId } satisfies TargetData });
  const over = useOverSlot(slotId);
  return (
    <div
      ref={setNodeRef}
      className={`${className} cw-drag-place`}
      data-result={result}
      data-over={over || undefined}
      data-testid={testId}
    >
      {children}
    </div>
  );
}

/**
 * Whether the answer being dragged is over this place, by its row or by its spot on the diagram's image: the
 * row and the spot light up together, so the learner sees where the answer lands either way.
 */
function useOverSlot(slotId: string): boolean {
  const { over } = useDndContext();
  return !!over && (over.data.current as TargetData | undefined)?.slot === slotId;
}

/**
 * A spot on the diagram's image, which takes drops for its place as the place's row does. Two drop zones, one
 * place: a square around the spot's point, larger than its number (kept apart from the drawn spot, which is
 * shifted by a CSS transform that dnd-kit leaves out when measuring a drop zone), and the drawn number with the
 * label placed beside it (an untransformed box inside the shifted spot, so measured where it shows).
 */
function SpotTarget({ slotId, className, style, children, ...data }: SpotTargetProps) {
  const target = { slot: slotId } satisfies TargetData;
  const square = useDroppable({ id: markTarget(slotId), data: target });
  const drawn = useDroppable({ id: spotTarget(slotId), data: target });
  const over = useOverSlot(slotId);
  return (
    <>
      <div ref={square.setNodeRef} className="cw-drag-mark-hit" style={{ left: style.left, top: style.top }} />
      <div className={className} style={style} data-over={over || undefined} {...data}>
        <div ref={drawn.setNodeRef} className="cw-drag-mark-box">
          {children}
        </div>
      </div>
    </>
  );
}

function DraggableAnswer({
  id,
  text,
  from,
  locked,
}: {
  id: string;
  text: string;
  from: string | null;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `${from === null ? POOL : slotTarget(from)}|${id}`,
    data: { answer: id, from } satisfies AnswerData,
    disabled: locked,
    attributes: { roleDescription: t("blocks.quiz.drag.role") },
  });
  if (locked) return <span className="cw-drag-answer">{text}</span>;
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className="cw-drag-answer"
      data-answer={id}
      data-dragging={isDragging || undefined}
      data-testid="quiz-drag-answer"
    >
      {text}
    </div>
  );
}
