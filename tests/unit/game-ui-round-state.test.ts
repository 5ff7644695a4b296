import { describe, expect, it } from "vitest";
import { initialNameDialog, nameDialogFlow, type NameDialogEvent } from "#app/modules/games/ui/name-dialog-flow.ts";
import { initialRequestState, requestFlow, type RequestEvent } from "#app/modules/games/ui/request-flow.ts";

const requestsAfter = (...events: RequestEvent[]) => events.reduce(requestFlow, initialRequestState);
const dialogAfter = (...events: NameDialogEvent[]) => events.reduce(nameDialogFlow, initialNameDialog);
const problem = { message: "No connection.", retry: () => {}, screen: "intro-1" };

describe("the game's requests", () => {
  it("starts idle, and the player has pressed nothing (focus stays put on the first load)", () => {
    expect(initialRequestState).toEqual({ pending: false, problem: null, notice: null, interacted: false });
  });

  it("marks a request on its way and clears the last problem and notice, and counts as a press", () => {
    const state = requestsAfter(
      { type: "failed", problem },
      { type: "noticed", notice: "Brought up to date." },
      {
        type: "sent",
      },
    );
    expect(state).toEqual({ pending: true, problem: null, notice: null, interacted: true });
  });

  it("keeps a problem to retry when a request fails, and ends the wait either way", () => {
    expect(requestsAfter({ type: "sent" }, { type: "failed", problem })).toMatchObject({ pending: false, problem });
    expect(requestsAfter({ type: "sent" }, { type: "answered" })).toMatchObject({ pending: false, problem: null });
  });

  it("says a notice after an answer, and waits without counting a press", () => {
    const noticed = requestsAfter({ type: "sent" }, { type: "answered" }, { type: "noticed", notice: "Level 2." });
    expect(noticed.notice).toBe("Level 2.");
    expect(requestsAfter({ type: "waiting", pending: true })).toEqual({ ...initialRequestState, pending: true });
    expect(requestsAfter({ type: "interacted" })).toEqual({ ...initialRequestState, interacted: true });
  });
});

describe("the board-name dialog", () => {
  it("opens clean, remembering whether the level starts once it closes", () => {
    const reopened = dialogAfter(
      { type: "opened", thenStart: false },
      { type: "refused", error: "Not that one.", suggestions: ["Asha K"] },
      { type: "opened", thenStart: true },
    );
    expect(reopened).toMatchObject({ open: true, startAfter: true, error: null, suggestions: [], picking: false });
  });

  it("shows a refused name's reason and suggestions, and clears the reason when sent again", () => {
    const refused = dialogAfter(
      { type: "opened", thenStart: true },
      { type: "saving" },
      { type: "refused", error: "Not that one.", suggestions: ["Asha K"] },
    );
    expect(refused).toMatchObject({ open: true, pending: false, error: "Not that one.", suggestions: ["Asha K"] });
    expect(nameDialogFlow(refused, { type: "saving" })).toMatchObject({ pending: true, error: null });
  });

  it("stays open to pick a board name when the typed one was kept privately", () => {
    const state = dialogAfter(
      { type: "opened", thenStart: false },
      { type: "saving" },
      { type: "keptPrivate", suggestions: ["Ravi S", "Clever Otter 42"] },
    );
    expect(state).toMatchObject({
      open: true,
      pending: false,
      picking: true,
      suggestions: ["Ravi S", "Clever Otter 42"],
    });
  });

  it("closes after a saved name, and is not asked again on this page", () => {
    const state = dialogAfter(
      { type: "opened", thenStart: true },
      { type: "saving" },
      { type: "saveEnded" },
      {
        type: "closed",
      },
    );
    expect(state).toMatchObject({ open: false, asked: true, pending: false, startAfter: true });
  });
});
