import { describe, expect, it } from "vitest";
import {
  AUTO_SCROLL_MAX_PX,
  autoScrollStep,
  dropIndexFor,
  initialReorder,
  moveItem,
  orderToAnswer,
  reorderKeyDown,
  type KeyboardReorder,
} from "#app/modules/games/ui/reorder.ts";

const items = ["cat", "sat", "on", "mat"];
const label = (id: number) => items[id] ?? "";

/** Presses keys one after another, collecting what a screen reader would hear. */
function press(state: KeyboardReorder, ...keys: string[]) {
  const heard: (string | null)[] = [];
  let current = state;
  for (const key of keys) {
    const result = reorderKeyDown(current, key, label);
    current = result.state;
    heard.push(result.announcement);
  }
  return { state: current, heard };
}

describe("moveItem", () => {
  it("moves an item down, up and to either end without touching the original", () => {
    const original = ["a", "b", "c", "d"];
    expect(moveItem(original, 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(original, 3, 1)).toEqual(["a", "d", "b", "c"]);
    expect(moveItem(original, 1, 99)).toEqual(["a", "c", "d", "b"]);
    expect(moveItem(original, 2, -5)).toEqual(["c", "a", "b", "d"]);
    expect(original).toEqual(["a", "b", "c", "d"]);
  });

  it("leaves the list as it was for a position outside it", () => {
    expect(moveItem(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });
});

describe("keyboard reordering", () => {
  const start = { ...initialReorder([0, 1, 2, 3]), focus: 1 };

  it("lifts with Space, moves with the arrows and drops with Space, announcing each step", () => {
    const { state, heard } = press(start, " ", "ArrowDown", "ArrowDown", " ");
    expect(state.order).toEqual([0, 2, 3, 1]);
    expect(state.focus).toBe(3);
    expect(state.lifted).toBeNull();
    expect(heard).toEqual([
      "Picked up sat, position 2 of 4.",
      "sat moved to position 3 of 4.",
      "sat moved to position 4 of 4.",
      "Dropped sat at position 4 of 4.",
    ]);
  });

  it("cancels with Escape and puts the item back where it was", () => {
    const { state, heard } = press(start, " ", "ArrowUp", "Escape");
    expect(state.order).toEqual([0, 1, 2, 3]);
    expect(state.focus).toBe(1);
    expect(state.lifted).toBeNull();
    expect(heard.at(-1)).toBe("Move cancelled. sat is back at position 2 of 4.");
  });

  it("says so when a lifted item is already at the edge", () => {
    const { state, heard } = press(start, " ", "ArrowUp", "ArrowUp");
    expect(state.order).toEqual([1, 0, 2, 3]);
    expect(heard.at(-1)).toBe("sat is already at position 1 of 4.");
  });

  it("moves a lifted item to the ends with Home and End", () => {
    expect(press(start, " ", "End").state.order).toEqual([0, 2, 3, 1]);
    expect(press(start, " ", "Home").state.order).toEqual([1, 0, 2, 3]);
  });

  it("moves focus between items with the arrows while nothing is lifted, without reordering", () => {
    const down = press(start, "ArrowDown", "ArrowDown", "ArrowDown");
    expect(down.state.focus).toBe(3);
    expect(down.state.order).toEqual([0, 1, 2, 3]);
    expect(down.heard).toEqual([null, null, null]);
    expect(press(start, "Home").state.focus).toBe(0);
  });

  it("ignores keys it has no use for, and Escape with nothing lifted", () => {
    expect(reorderKeyDown(start, "a", label).handled).toBe(false);
    expect(reorderKeyDown(start, "Tab", label).handled).toBe(false);
    expect(reorderKeyDown(start, "Escape", label).handled).toBe(false);
  });
});

describe("answers and pointer maths", () => {
  it("joins the items in the chosen order with nothing between them", () => {
    expect(orderToAnswer([0, 1, 2, 3], items)).toBe("catsatonmat");
    expect(orderToAnswer([3, 2, 1, 0], items)).toBe("matonsatcat");
  });

  it("drops a dragged item after every item whose middle it has passed", () => {
    const middles = [20, 70, 120];
    expect(dropIndexFor(5, middles)).toBe(0);
    expect(dropIndexFor(45, middles)).toBe(1);
    expect(dropIndexFor(119, middles)).toBe(2);
    expect(dropIndexFor(500, middles)).toBe(3);
  });

  it("auto-scrolls only near the edges, fastest at the very edge", () => {
    const height = 1000;
    expect(autoScrollStep(500, height)).toBe(0);
    expect(autoScrollStep(260, height)).toBe(0);
    expect(autoScrollStep(740, height)).toBe(0);
    expect(autoScrollStep(10, height)).toBe(-AUTO_SCROLL_MAX_PX);
    expect(autoScrollStep(995, height)).toBe(AUTO_SCROLL_MAX_PX);
    const slow = autoScrollStep(200, height);
    const fast = autoScrollStep(100, height);
    expect(slow).toBeLessThan(0);
    expect(fast).toBeLessThan(slow);
    expect(autoScrollStep(850, height)).toBeGreaterThan(0);
  });
});
