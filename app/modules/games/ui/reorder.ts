/*
 * The logic of the reorderable answer list, kept apart from the DOM so it can be tested:
 * moving items, the keyboard scheme (Space lifts and drops, arrows move, Escape cancels), the words a screen
 * reader hears, and the pointer maths for dragging. Items are ids (their position in the question's options),
 * because two items may read the same.
 */

/** A mouse or pen drag starts only after this many pixels, so a click stays a click. */
export const DRAG_START_DISTANCE_PX = 5;
/** A finger has to rest this long before it drags, so a swipe still scrolls the page. */
export const TOUCH_LONG_PRESS_MS = 120;
/** A finger that moves this far before the long press is scrolling, not dragging. */
export const TOUCH_SLOP_PX = 10;
/** Auto-scroll starts when the pointer is within this share of the viewport's edge... */
export const AUTO_SCROLL_START = 0.25;
/** ...and reaches full speed within this share. */
export const AUTO_SCROLL_FULL = 0.05;
export const AUTO_SCROLL_MAX_PX = 28;

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  const target = Math.min(Math.max(to, 0), next.length);
  next.splice(target, 0, item as T);
  return next;
}

const position = (index: number, total: number) => `position ${index + 1} of ${total}`;

export const announce = {
  pickedUp: (label: string, index: number, total: number) => `Picked up ${label}, ${position(index, total)}.`,
  moved: (label: string, index: number, total: number) => `${label} moved to ${position(index, total)}.`,
  atEdge: (label: string, index: number, total: number) => `${label} is already at ${position(index, total)}.`,
  dropped: (label: string, index: number, total: number) => `Dropped ${label} at ${position(index, total)}.`,
  cancelled: (label: string, index: number, total: number) =>
    `Move cancelled. ${label} is back at ${position(index, total)}.`,
};

export const reorderInstructions =
  "Press Space to pick up an item. Use the Up and Down arrow keys to move it, Space to drop it, or Escape to cancel. When nothing is picked up, the arrow keys move between items.";

export type KeyboardReorder = {
  order: number[];
  /** The position that has keyboard focus (the lifted item's position while one is lifted). */
  focus: number;
  /** While an item is lifted: the order before it was lifted, restored by Escape. */
  lifted: { startOrder: number[] } | null;
};

export type ReorderKeyResult = { state: KeyboardReorder; announcement: string | null; handled: boolean };

export const initialReorder = (order: number[]): KeyboardReorder => ({ order, focus: 0, lifted: null });

/** What one key press does to the list. `label` names an item by its id. */
export function reorderKeyDown(state: KeyboardReorder, key: string, label: (id: number) => string): ReorderKeyResult {
  const { order, focus, lifted } = state;
  const total = order.length;
  const focusedId = order[focus];
  if (focusedId === undefined) return { state, announcement: null, handled: false };
  const name = label(focusedId);

  if (key === " " || key === "Spacebar") {
    if (lifted) {
      return { state: { ...state, lifted: null }, announcement: announce.dropped(name, focus, total), handled: true };
    }
    return {
      state: { ...state, lifted: { startOrder: order } },
      announcement: announce.pickedUp(name, focus, total),
      handled: true,
    };
  }

  if (key === "Escape") {
    if (!lifted) return { state, announcement: null, handled: false };
    const back = lifted.startOrder.indexOf(focusedId);
    return {
      state: { order: lifted.startOrder, focus: back, lifted: null },
      announcement: announce.cancelled(name, back, total),
      handled: true,
    };
  }

  const step = key === "ArrowUp" ? -1 : key === "ArrowDown" ? 1 : 0;
  const jump = key === "Home" ? 0 : key === "End" ? total - 1 : null;
  if (step === 0 && jump === null) return { state, announcement: null, handled: false };
  const target = jump ?? focus + step;

  if (!lifted) {
    const next = Math.min(Math.max(target, 0), total - 1);
    return { state: { ...state, focus: next }, announcement: null, handled: true };
  }
  if (target < 0 || target >= total || target === focus) {
    return { state, announcement: announce.atEdge(name, focus, total), handled: true };
  }
  return {
    state: { ...state, order: moveItem(order, focus, target), focus: target },
    announcement: announce.moved(name, target, total),
    handled: true,
  };
}

/** The answer a drag-and-drop question sends: the items' texts in the chosen order, with nothing between. */
export const orderToAnswer = (order: readonly number[], items: readonly string[]) =>
  order.map((id) => items[id] ?? "").join("");

/**
 * Where a dragged item belongs: the number of other items whose middle lies above the dragged item's middle.
 * `otherMiddles` are the vertical middles of the other items, top to bottom.
 */
export function dropIndexFor(draggedMiddle: number, otherMiddles: readonly number[]): number {
  return otherMiddles.filter((middle) => middle < draggedMiddle).length;
}

/**
 * Pixels to scroll this frame while dragging near the top (negative) or bottom (positive) of the viewport:
 * nothing outside the outer quarter, rising to the maximum at the outer twentieth.
 */
export function autoScrollStep(pointerY: number, viewportHeight: number): number {
  if (viewportHeight <= 0) return 0;
  const start = viewportHeight * AUTO_SCROLL_START;
  const full = viewportHeight * AUTO_SCROLL_FULL;
  const speed = (distanceFromEdge: number) => {
    if (distanceFromEdge >= start) return 0;
    if (distanceFromEdge <= full) return AUTO_SCROLL_MAX_PX;
    return Math.ceil((AUTO_SCROLL_MAX_PX * (start - distanceFromEdge)) / (start - full));
  };
  const fromTop = pointerY;
  const fromBottom = viewportHeight - pointerY;
  if (fromTop < fromBottom) {
    const up = speed(fromTop);
    return up === 0 ? 0 : -up;
  }
  return speed(fromBottom);
}
