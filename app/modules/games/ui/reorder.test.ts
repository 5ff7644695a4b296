import { describe, expect, it } from "vitest";
import { orderToAnswer, reorderAnnouncements, rovingFocusTarget } from "#app/modules/games/ui/reorder.ts";

const items = ["cat", "sat", "on", "mat"];
const label = (id: number) => items[id] ?? "";
/** How the list stands when the drag begins: "sat" is second. */
const order = [0, 1, 2, 3];
const item = (id: number) => ({ id });

describe("what a screen reader hears during a drag", () => {
  it("picks up, moves and drops, naming the item and its place", () => {
    const say = reorderAnnouncements(order, label);
    expect(say.onDragStart({ active: item(1) })).toBe("Picked up sat, position 2 of 4.");
    // dnd-kit reports the item over itself as the drag begins; nothing has moved yet.
    expect(say.onDragOver({ active: item(1), over: item(1) })).toBeUndefined();
    expect(say.onDragOver({ active: item(1), over: item(2) })).toBe("sat moved to position 3 of 4.");
    expect(say.onDragOver({ active: item(1), over: item(3) })).toBe("sat moved to position 4 of 4.");
    expect(say.onDragEnd({ active: item(1), over: item(3) })).toBe("Dropped sat at position 4 of 4.");
  });

  it("says a move back to the starting place, and nothing while the place stays the same", () => {
    const say = reorderAnnouncements(order, label);
    say.onDragStart({ active: item(2) });
    expect(say.onDragOver({ active: item(2), over: item(1) })).toBe("on moved to position 2 of 4.");
    expect(say.onDragOver({ active: item(2), over: item(1) })).toBeUndefined();
    expect(say.onDragOver({ active: item(2), over: item(2) })).toBe("on moved to position 3 of 4.");
  });

  it("starts each drag afresh", () => {
    const say = reorderAnnouncements(order, label);
    say.onDragStart({ active: item(0) });
    say.onDragOver({ active: item(0), over: item(1) });
    say.onDragCancel({ active: item(0), over: item(1) });
    say.onDragStart({ active: item(1) });
    expect(say.onDragOver({ active: item(1), over: item(1) })).toBeUndefined();
  });

  it("puts a cancelled item back where it was, and a drop outside the list where it was", () => {
    const say = reorderAnnouncements(order, label);
    say.onDragStart({ active: item(1) });
    say.onDragOver({ active: item(1), over: item(0) });
    expect(say.onDragCancel({ active: item(1), over: item(0) })).toBe(
      "Move cancelled. sat is back at position 2 of 4.",
    );
    say.onDragStart({ active: item(3) });
    expect(say.onDragOver({ active: item(3), over: null })).toBeUndefined();
    expect(say.onDragEnd({ active: item(3), over: null })).toBe("Dropped mat at position 4 of 4.");
  });

  it("counts places in the order the list has, not the order of the options", () => {
    const say = reorderAnnouncements([3, 0, 2, 1], label);
    expect(say.onDragStart({ active: item(1) })).toBe("Picked up sat, position 4 of 4.");
    expect(say.onDragOver({ active: item(1), over: item(3) })).toBe("sat moved to position 1 of 4.");
  });

  it("takes dnd-kit's string ids as well as numbers", () => {
    const say = reorderAnnouncements(order, label);
    expect(say.onDragStart({ active: { id: "2" } })).toBe("Picked up on, position 3 of 4.");
  });
});

describe("moving between items with the keyboard while nothing is picked up", () => {
  it("steps with the arrows and stops at either end", () => {
    expect(rovingFocusTarget("ArrowDown", 1, 4)).toBe(2);
    expect(rovingFocusTarget("ArrowUp", 1, 4)).toBe(0);
    expect(rovingFocusTarget("ArrowUp", 0, 4)).toBe(0);
    expect(rovingFocusTarget("ArrowDown", 3, 4)).toBe(3);
  });

  it("jumps to either end with Home and End", () => {
    expect(rovingFocusTarget("Home", 2, 4)).toBe(0);
    expect(rovingFocusTarget("End", 0, 4)).toBe(3);
  });

  it("leaves every other key alone, Space and Tab included", () => {
    for (const key of [" ", "Enter", "Tab", "Escape", "a", "ArrowLeft"]) {
      expect(rovingFocusTarget(key, 1, 4)).toBeNull();
    }
    expect(rovingFocusTarget("ArrowDown", 0, 0)).toBeNull();
  });
});

describe("the answer an order makes", () => {
  it("joins the items in the chosen order with nothing between them", () => {
    expect(orderToAnswer([0, 1, 2, 3], items)).toBe("catsatonmat");
    expect(orderToAnswer([3, 2, 1, 0], items)).toBe("matonsatcat");
  });
});
