import { ChevronDown, ChevronUp, GripVertical } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { cn } from "#app/ui/cn.ts";
import {
  announce,
  autoScrollStep,
  dropIndexFor,
  DRAG_START_DISTANCE_PX,
  initialReorder,
  moveItem,
  orderToAnswer,
  reorderInstructions,
  reorderKeyDown,
  TOUCH_LONG_PRESS_MS,
  TOUCH_SLOP_PX,
  type KeyboardReorder,
} from "./reorder.ts";

type Props = {
  /** The items in the order the server sent them (already shuffled). */
  items: readonly string[];
  /** The id of the question text, which names the list. */
  labelledBy: string;
  locked: boolean;
  onChange: (answer: string) => void;
};

/** One pointer press on an item, from the press until it is released or cancelled. */
type PointerSession = {
  id: number;
  pointerId: number;
  touch: boolean;
  startX: number;
  startY: number;
  lastY: number;
  active: boolean;
  /** Where in the item the pointer took hold of it, so the item does not jump under the pointer. */
  grabOffset: number;
  startOrder: number[];
  longPress: ReturnType<typeof setTimeout> | null;
  frame: number | null;
};

/**
 * The drag-and-drop answer: a list the child puts in order by dragging (mouse, or a finger after a short
 * press), by the arrow buttons on each item, or by keyboard (Space lifts and drops, arrows move, Escape
 * cancels). Every move is announced to screen readers.
 */
export function ReorderList({ items, labelledBy, locked, onChange }: Props) {
  const instructionsId = useId();
  const [state, setState] = useState<KeyboardReorder>(() => initialReorder(items.map((_, id) => id)));
  const [announcement, setAnnouncement] = useState("");
  const [draggingId, setDraggingId] = useState<number | null>(null);
  /** The rows (moved while dragging) and their handles (which take focus), by item id. */
  const rowRefs = useRef(new Map<number, HTMLLIElement>());
  const handleRefs = useRef(new Map<number, HTMLDivElement>());
  const listRef = useRef<HTMLOListElement>(null);
  const session = useRef<PointerSession | null>(null);
  const stateRef = useRef(state);
  const focusAfterRender = useRef<number | null>(null);
  const label = (id: number) => items[id] ?? "";

  const update = (next: KeyboardReorder, message: string | null) => {
    const orderChanged = next.order !== stateRef.current.order;
    stateRef.current = next;
    setState(next);
    if (orderChanged) onChange(orderToAnswer(next.order, items));
    if (message) setAnnouncement(message);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>, position: number) => {
    if (locked || session.current?.active) return;
    const current = stateRef.current;
    const result = reorderKeyDown(current.lifted ? current : { ...current, focus: position }, event.key, label);
    if (!result.handled) return;
    event.preventDefault();
    focusAfterRender.current = result.state.order[result.state.focus] ?? null;
    update(result.state, result.announcement);
  };

  const moveByButton = (position: number, delta: number) => {
    if (locked) return;
    const current = stateRef.current;
    const target = position + delta;
    const id = current.order[position];
    if (id === undefined || target < 0 || target >= current.order.length) return;
    update(
      { order: moveItem(current.order, position, target), focus: target, lifted: null },
      announce.moved(label(id), target, current.order.length),
    );
  };

  // --- Pointer dragging -------------------------------------------------------------------------

  /** Moves the dragged item to follow the pointer, and into the slot its middle is over. */
  function followPointer(drag: PointerSession) {
    const element = rowRefs.current.get(drag.id);
    if (!element) return;
    const current = stateRef.current;
    const rect = element.getBoundingClientRect();
    const shownOffset = Number(element.dataset.offset ?? 0);
    const slotTop = rect.top - shownOffset;
    const wantedTop = drag.lastY - drag.grabOffset;
    const others = current.order
      .filter((id) => id !== drag.id)
      .map((id) => rowRefs.current.get(id)?.getBoundingClientRect())
      .map((box) => (box ? box.top + box.height / 2 : 0));
    const target = dropIndexFor(wantedTop + rect.height / 2, others);
    const from = current.order.indexOf(drag.id);
    if (target !== from) {
      update(
        { order: moveItem(current.order, from, target), focus: target, lifted: null },
        announce.moved(label(drag.id), target, current.order.length),
      );
      // The layout effect after the re-render places the item in its new slot.
      return;
    }
    const offset = wantedTop - slotTop;
    element.dataset.offset = String(offset);
    element.style.transform = `translateY(${offset}px)`;
  }

  function autoScroll(drag: PointerSession) {
    drag.frame = requestAnimationFrame(() => {
      if (!drag.active) return;
      const step = autoScrollStep(drag.lastY, window.innerHeight);
      if (step !== 0) {
        window.scrollBy(0, step);
        followPointer(drag);
      }
      autoScroll(drag);
    });
  }

  function startDragging(drag: PointerSession) {
    const element = rowRefs.current.get(drag.id);
    if (!element) return;
    const current = stateRef.current;
    drag.active = true;
    drag.grabOffset = drag.startY - element.getBoundingClientRect().top;
    drag.startOrder = current.order;
    setDraggingId(drag.id);
    const position = current.order.indexOf(drag.id);
    setAnnouncement(announce.pickedUp(label(drag.id), position, current.order.length));
    if (current.lifted) update({ ...current, lifted: null }, null);
    autoScroll(drag);
  }

  function endSession(outcome: "drop" | "cancel") {
    const drag = session.current;
    session.current = null;
    if (!drag) return;
    if (drag.longPress) clearTimeout(drag.longPress);
    if (drag.frame !== null) cancelAnimationFrame(drag.frame);
    if (!drag.active) return;
    drag.active = false;
    const element = rowRefs.current.get(drag.id);
    if (element) {
      element.style.transform = "";
      delete element.dataset.offset;
    }
    setDraggingId(null);
    const current = stateRef.current;
    if (outcome === "cancel") {
      const back = drag.startOrder.indexOf(drag.id);
      update(
        { order: drag.startOrder, focus: back, lifted: null },
        announce.cancelled(label(drag.id), back, current.order.length),
      );
    } else {
      const at = current.order.indexOf(drag.id);
      setAnnouncement(announce.dropped(label(drag.id), at, current.order.length));
    }
  }

  useLayoutEffect(() => {
    stateRef.current = state;
    // Reordering moves DOM nodes, which can drop focus; put it back on the item being moved.
    if (focusAfterRender.current !== null) {
      handleRefs.current.get(focusAfterRender.current)?.focus();
      focusAfterRender.current = null;
    }
    // The dragged item's slot may have changed; keep it under the pointer.
    const drag = session.current;
    if (drag?.active) followPointer(drag);
  });

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>, id: number) => {
    if (locked || event.button !== 0 || session.current) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const drag: PointerSession = {
      id,
      pointerId: event.pointerId,
      touch: event.pointerType === "touch",
      startX: event.clientX,
      startY: event.clientY,
      lastY: event.clientY,
      active: false,
      grabOffset: 0,
      startOrder: stateRef.current.order,
      longPress: null,
      frame: null,
    };
    if (drag.touch) drag.longPress = setTimeout(() => startDragging(drag), TOUCH_LONG_PRESS_MS);
    session.current = drag;
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = session.current;
    if (!drag || event.pointerId !== drag.pointerId) return;
    drag.lastY = event.clientY;
    if (!drag.active) {
      const distance = Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY);
      // A finger that moves before the long press is scrolling the page.
      if (drag.touch) {
        if (distance > TOUCH_SLOP_PX) endSession("cancel");
        return;
      }
      if (distance <= DRAG_START_DISTANCE_PX) return;
      startDragging(drag);
    }
    followPointer(drag);
  };

  const handlePointerEnd = (event: PointerEvent<HTMLDivElement>, outcome: "drop" | "cancel") => {
    if (session.current?.pointerId === event.pointerId) endSession(outcome);
  };

  // While a finger drags, the page must not scroll under it (a non-passive listener is the only way to stop it).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const holdPage = (event: TouchEvent) => {
      if (session.current?.active) event.preventDefault();
    };
    list.addEventListener("touchmove", holdPage, { passive: false });
    return () => list.removeEventListener("touchmove", holdPage);
  }, []);

  // A question that ends mid-drag must not leave timers running.
  useEffect(
    () => () => {
      const drag = session.current;
      if (drag?.longPress) clearTimeout(drag.longPress);
      if (drag?.frame != null) cancelAnimationFrame(drag.frame);
    },
    [],
  );

  const total = state.order.length;
  return (
    <div>
      <p id={instructionsId} className="mb-3 text-sm text-slate-600">
        <span className="sm:hidden">Press and hold an item, then drag it, or use the arrows. </span>
        <span className="hidden sm:inline">Drag the items into order, or use the arrows. </span>
        <span className="sr-only">{reorderInstructions}</span>
      </p>
      <ol ref={listRef} aria-labelledby={labelledBy} className="space-y-2">
        {state.order.map((id, position) => {
          const lifted = state.lifted !== null && state.focus === position;
          const dragging = draggingId === id;
          return (
            <li
              key={id}
              ref={(element) => {
                if (element) rowRefs.current.set(id, element);
                else rowRefs.current.delete(id);
              }}
              className={cn(
                "relative flex items-stretch gap-1 rounded-2xl bg-white shadow-sm ring-2 transition-shadow",
                lifted || dragging ? "z-10 shadow-lg ring-brand-600" : "ring-slate-200",
                dragging && "motion-safe:scale-[1.02]",
              )}
            >
              <div
                ref={(element) => {
                  if (element) handleRefs.current.set(id, element);
                  else handleRefs.current.delete(id);
                }}
                role="button"
                tabIndex={position === state.focus ? 0 : -1}
                aria-roledescription="sortable item"
                aria-describedby={instructionsId}
                aria-pressed={lifted}
                aria-disabled={locked || undefined}
                data-autofocus={position === 0 ? true : undefined}
                onKeyDown={(event) => handleKeyDown(event, position)}
                onFocus={() => {
                  if (!stateRef.current.lifted && stateRef.current.focus !== position) {
                    update({ ...stateRef.current, focus: position }, null);
                  }
                }}
                onPointerDown={(event) => handlePointerDown(event, id)}
                onPointerMove={handlePointerMove}
                onPointerUp={(event) => handlePointerEnd(event, "drop")}
                onPointerCancel={(event) => handlePointerEnd(event, "cancel")}
                onContextMenu={(event) => {
                  if (session.current) event.preventDefault();
                }}
                className={cn(
                  "flex min-h-12 flex-1 cursor-grab touch-manipulation items-center gap-3 rounded-2xl px-3 py-2 text-lg font-semibold text-ink select-none [-webkit-touch-callout:none]",
                  dragging && "cursor-grabbing bg-brand-50",
                  lifted && "bg-brand-50",
                )}
              >
                <GripVertical aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                <span className="min-w-0 break-words">{label(id)}</span>
              </div>
              <div className="flex shrink-0 items-center gap-1 pr-1">
                <MoveButton
                  direction="up"
                  label={label(id)}
                  disabled={locked || position === 0}
                  onClick={() => moveByButton(position, -1)}
                />
                <MoveButton
                  direction="down"
                  label={label(id)}
                  disabled={locked || position === total - 1}
                  onClick={() => moveByButton(position, 1)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
    </div>
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
