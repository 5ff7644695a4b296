/*
 * What the reorderable answer list decides for itself, kept apart from the DOM so it can be tested: how far a
 * pointer or finger goes before it drags, the words a screen reader hears, how the arrow keys move between
 * items, and the answer an order makes. The dragging itself is dnd-kit's. Items are ids (their position in
 * the question's options), because two items may read the same.
 */

/** A mouse or pen drag starts only after this many pixels, so a click stays a click. */
export const DRAG_START_DISTANCE_PX = 5;
/** A finger has to rest this long before it drags, so a swipe still scrolls the page. */
export const TOUCH_LONG_PRESS_MS = 120;
/** A finger that moves this far before the long press is scrolling, not dragging. */
export const TOUCH_SLOP_PX = 10;
/** While dragging, the page scrolls when the item comes within this share of the viewport's top or bottom... */
export const AUTO_SCROLL_EDGE = 0.25;
/** ...by up to this many pixels a frame, fastest at the very edge. */
export const AUTO_SCROLL_MAX_PX = 28;
/** How long items take to slide into place, unless the player asks for reduced motion. */
export const SETTLE_MS = 330;

type ItemId = string | number;
/** What an announcement needs of dnd-kit's active item and the item it is over. */
type DragMoment = { active: { id: ItemId }; over: { id: ItemId } | null };

const position = (index: number, total: number) => `position ${index + 1} of ${total}`;

export const announce = {
  pickedUp: (label: string, index: number, total: number) => `Picked up ${label}, ${position(index, total)}.`,
  moved: (label: string, index: number, total: number) => `${label} moved to ${position(index, total)}.`,
  dropped: (label: string, index: number, total: number) => `Dropped ${label} at ${position(index, total)}.`,
  cancelled: (label: string, index: number, total: number) =>
    `Move cancelled. ${label} is back at ${position(index, total)}.`,
};

export const reorderInstructions =
  "Press Space to pick up an item. Use the Up and Down arrow keys to move it, Space to drop it, or Escape to cancel. When nothing is picked up, the arrow keys move between items.";

/**
 * The screen reader's side of a drag, for dnd-kit, in the order the list had when the drag began (it changes
 * only on the drop). A drag starts over its own item, so "moved" is said only when the place really changes.
 */
export function reorderAnnouncements(order: readonly number[], label: (id: number) => string) {
  const total = order.length;
  const at = (id: ItemId) => order.indexOf(Number(id));
  const name = (id: ItemId) => label(Number(id));
  let lastPlace: ItemId | null = null;
  return {
    onDragStart({ active }: Pick<DragMoment, "active">) {
      lastPlace = active.id;
      return announce.pickedUp(name(active.id), at(active.id), total);
    },
    onDragOver({ active, over }: DragMoment) {
      if (!over || over.id === lastPlace) return undefined;
      lastPlace = over.id;
      return announce.moved(name(active.id), at(over.id), total);
    },
    onDragEnd({ active, over }: DragMoment) {
      return announce.dropped(name(active.id), at((over ?? active).id), total);
    },
    onDragCancel({ active }: DragMoment) {
      return announce.cancelled(name(active.id), at(active.id), total);
    },
  };
}

/**
 * Where focus goes when a key is pressed on the item at `focus` while nothing is picked up: the arrows step
 * between items, Home and End jump to either end. Null for any other key. The list is one tab stop.
 */
export function rovingFocusTarget(key: string, focus: number, total: number): number | null {
  if (total === 0) return null;
  const last = total - 1;
  switch (key) {
    case "ArrowUp":
      return Math.max(focus - 1, 0);
    case "ArrowDown":
      return Math.min(focus + 1, last);
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return null;
  }
}

/** The answer a drag-and-drop question sends: the items' texts in the chosen order, with nothing between. */
export const orderToAnswer = (order: readonly number[], items: readonly string[]) =>
  order.map((id) => items[id] ?? "").join("");
