import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type PointerSensorOptions,
} from "@dnd-kit/core";
import { restrictToVerticalAxis } from "@dnd-kit/modifiers";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import ChevronDown from "lucide-react/icons/chevron-down";
import ChevronUp from "lucide-react/icons/chevron-up";
import GripVertical from "lucide-react/icons/grip-vertical";
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from "react";
import { cn } from "#app/ui/cn.ts";
import {
  announce,
  AUTO_SCROLL_EDGE,
  AUTO_SCROLL_MAX_PX,
  DRAG_START_DISTANCE_PX,
  orderToAnswer,
  reorderAnnouncements,
  reorderInstructions,
  rovingFocusTarget,
  SETTLE_MS,
  TOUCH_LONG_PRESS_MS,
  TOUCH_SLOP_PX,
} from "./reorder.ts";

type Props = {
  /** The items in the order the server sent them (already shuffled). */
  items: readonly string[];
  /** The id of the question text, which names the list. */
  labelledBy: string;
  locked: boolean;
  onChange: (answer: string) => void;
};

/** Mouse and pen drag through pointer events; a finger is left to the touch sensor's long press. */
class MouseAndPenSensor extends PointerSensor {
  static override activators = PointerSensor.activators.map((activator) => ({
    ...activator,
    handler: (event: ReactPointerEvent, options: PointerSensorOptions) =>
      event.nativeEvent.pointerType !== "touch" && activator.handler(event, options),
  }));
}

/** The page scrolls once the dragged item nears the viewport's top or bottom, about one step a frame. */
const autoScroll = { threshold: { x: 0.2, y: AUTO_SCROLL_EDGE }, acceleration: AUTO_SCROLL_MAX_PX, interval: 16 };
const modifiers = [restrictToVerticalAxis];

const reducedMotion = "(prefers-reduced-motion: reduce)";
const watchReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotion);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
/** Whether the player asked for reduced motion (the server cannot know, so it assumes not). */
const usePrefersReducedMotion = () =>
  useSyncExternalStore(
    watchReducedMotion,
    () => window.matchMedia(reducedMotion).matches,
    () => false,
  );

/**
 * The drag-and-drop answer: a list the child puts in order by dragging (mouse, or a finger after a short
 * press), by the arrow buttons on each item, or by keyboard (Space lifts and drops, arrows move, Escape
 * cancels). Every move is announced to screen readers. The list is one tab stop; the arrow keys move
 * between its items.
 */
export function ReorderList({ items, labelledBy, locked, onChange }: Props) {
  const contextId = useId();
  const instructionsId = useId();
  const [order, setOrder] = useState(() => items.map((_, id) => id));
  /** The position that takes focus when the list is tabbed to. */
  const [focus, setFocus] = useState(0);
  const [buttonMessage, setButtonMessage] = useState("");
  const handles = useRef(new Map<number, HTMLElement>());
  /** An item moved by keyboard keeps focus after its node moves in the DOM. */
  const refocus = useRef<number | null>(null);
  const label = (id: number) => items[id] ?? "";
  const prefersReducedMotion = usePrefersReducedMotion();

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: DRAG_START_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_LONG_PRESS_MS, tolerance: TOUCH_SLOP_PX } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // A keyboard move near the middle of the screen scrolls the page under the item instead.
      scrollBehavior: prefersReducedMotion ? "instant" : "smooth",
    }),
  );
  // One set per order: it remembers where the drag under way last was, so it must last the whole drag.
  const announcements = useMemo(() => reorderAnnouncements(order, (id) => items[id] ?? ""), [order, items]);
  const accessibility = useMemo(
    () => ({ announcements, screenReaderInstructions: { draggable: reorderInstructions } }),
    [announcements],
  );

  const reorder = (from: number, to: number) => {
    const next = arrayMove(order, from, to);
    setOrder(next);
    setFocus(to);
    onChange(orderToAnswer(next, items));
  };

  const handleDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    const from = order.indexOf(Number(active.id));
    const to = over ? order.indexOf(Number(over.id)) : from;
    if (from === -1 || to === -1 || from === to) return;
    if (activatorEvent instanceof KeyboardEvent) refocus.current = Number(active.id);
    reorder(from, to);
  };

  const moveByButton = (position: number, delta: number) => {
    const id = order[position];
    const target = position + delta;
    if (locked || id === undefined || target < 0 || target >= order.length) return;
    reorder(position, target);
    setButtonMessage(announce.moved(label(id), target, order.length));
  };

  const focusPosition = (position: number) => {
    const id = order[position];
    if (id === undefined) return;
    setFocus(position);
    handles.current.get(id)?.focus();
  };

  useLayoutEffect(() => {
    // React moves list nodes to reorder them, which can drop focus; give it back to the item just moved.
    if (refocus.current === null) return;
    const handle = handles.current.get(refocus.current);
    refocus.current = null;
    if (handle && document.activeElement !== handle) handle.focus();
  }, [order]);

  return (
    <div>
      <p id={instructionsId} className="mb-3 text-sm text-slate-600">
        <span className="sm:hidden">Press and hold an item, then drag it, or use the arrows. </span>
        <span className="hidden sm:inline">Drag the items into order, or use the arrows. </span>
        <span className="sr-only">{reorderInstructions}</span>
      </p>
      <DndContext
        id={contextId}
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={modifiers}
        autoScroll={autoScroll}
        accessibility={accessibility}
        onDragStart={({ active }) => setFocus(order.indexOf(Number(active.id)))}
        onDragEnd={handleDragEnd}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy} disabled={locked}>
          <ol aria-labelledby={labelledBy} className="space-y-2">
            {order.map((id, position) => (
              <SortableItem
                key={id}
                id={id}
                label={label(id)}
                position={position}
                total={order.length}
                tabbable={position === focus}
                locked={locked}
                describedBy={instructionsId}
                handleRef={(element) => {
                  if (element) handles.current.set(id, element);
                  else handles.current.delete(id);
                }}
                onFocus={() => setFocus(position)}
                onRovingKey={(event) => {
                  const target = rovingFocusTarget(event.key, position, order.length);
                  if (target === null) return;
                  event.preventDefault();
                  focusPosition(target);
                }}
                onMove={(delta) => moveByButton(position, delta)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="sr-only" aria-live="assertive" aria-atomic="true">
        {buttonMessage}
      </p>
    </div>
  );
}

type SortableItemProps = {
  id: number;
  label: string;
  position: number;
  total: number;
  tabbable: boolean;
  locked: boolean;
  describedBy: string;
  handleRef: (element: HTMLElement | null) => void;
  onFocus: () => void;
  onRovingKey: (event: ReactKeyboardEvent<HTMLElement>) => void;
  onMove: (delta: number) => void;
};

function SortableItem({
  id,
  label,
  position,
  total,
  tabbable,
  locked,
  describedBy,
  handleRef,
  onFocus,
  onRovingKey,
  onMove,
}: SortableItemProps) {
  const { active, attributes, isDragging, listeners, setActivatorNodeRef, setNodeRef, transform, transition } =
    useSortable({
      id,
      attributes: { roleDescription: "sortable item" },
      transition: { duration: SETTLE_MS, easing: "cubic-bezier(0.2, 0, 0, 1)" },
    });
  // Slides are left to CSS, which drops them for players who ask for reduced motion.
  const style = { transform: CSS.Translate.toString(transform), "--settle": transition } as CSSProperties;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cn(
        "relative flex items-stretch gap-1 rounded-2xl bg-white shadow-sm ring-2 motion-safe:[transition:var(--settle)]",
        isDragging ? "z-10 shadow-lg ring-brand-600" : "ring-slate-200",
      )}
    >
      <div
        {...attributes}
        {...listeners}
        role="button"
        ref={(element) => {
          setActivatorNodeRef(element);
          handleRef(element);
        }}
        tabIndex={tabbable ? 0 : -1}
        aria-describedby={describedBy}
        data-autofocus={position === 0 ? true : undefined}
        onFocus={onFocus}
        onKeyDown={(event) => {
          listeners?.onKeyDown?.(event);
          // While an item is picked up the keys belong to dnd-kit; otherwise the arrows step between items.
          if (!event.defaultPrevented && !active) onRovingKey(event);
        }}
        className={cn(
          "flex min-h-12 flex-1 cursor-grab touch-manipulation items-center gap-3 rounded-2xl px-3 py-2 text-lg font-semibold text-ink select-none [-webkit-touch-callout:none]",
          isDragging && "cursor-grabbing bg-brand-50 motion-safe:scale-[1.02]",
          locked && "cursor-default",
        )}
      >
        <GripVertical aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <span className="min-w-0 break-words">{label}</span>
      </div>
      <div className="flex shrink-0 items-center gap-1 pr-1">
        <MoveButton direction="up" label={label} disabled={locked || position === 0} onClick={() => onMove(-1)} />
        <MoveButton
          direction="down"
          label={label}
          disabled={locked || position === total - 1}
          onClick={() => onMove(1)}
        />
      </div>
    </li>
  );
}

/**
 * A one-tap alternative to dragging (WCAG 2.5.7). Left out of the tab order: keyboard users move items with
 * Space and the arrow keys, which the list's instructions describe.
 */
function MoveButton({
  direction,
  label,
  disabled,
  onClick,
}: {
  direction: "up" | "down";
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = direction === "up" ? ChevronUp : ChevronDown;
  return (
    <button
      type="button"
      tabIndex={-1}
      disabled={disabled}
      onClick={onClick}
      className="flex size-11 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 disabled:opacity-30"
    >
      <Icon aria-hidden="true" className="size-6" />
      <span className="sr-only">
        Move {label} {direction}
      </span>
    </button>
  );
}
