import { describe, expect, it } from "vitest";
import { isSceneId, sceneIds, scenes, type SceneId } from "#app/modules/story/scenes.ts";

const branching: Record<SceneId, SceneId[]> = {
  start: ["followMap", "askHoot"],
  followMap: ["crossBridge", "talkBeaver"],
  askHoot: ["findPebble", "crossBridge"],
  crossBridge: ["lostEnd"],
  talkBeaver: ["sadEnd"],
  findPebble: ["goodEnd"],
  lostEnd: ["start"],
  sadEnd: ["start"],
  goodEnd: ["start"],
};

const endings: Partial<Record<SceneId, "good" | "sad" | "lost">> = {
  lostEnd: "lost",
  sadEnd: "sad",
  goodEnd: "good",
};

describe("Story Time scenes", () => {
  it("has exactly the nine scenes, each under its own id", () => {
    expect(Object.keys(scenes).sort()).toEqual([...sceneIds].sort());
    for (const id of sceneIds) {
      expect(scenes[id].id).toBe(id);
    }
  });

  it("follows the story's branching exactly", () => {
    for (const id of sceneIds) {
      expect(
        scenes[id].choices.map((choice) => choice.next),
        id,
      ).toEqual(branching[id]);
    }
  });

  it("only ever leads to known scenes", () => {
    for (const scene of Object.values(scenes)) {
      for (const choice of scene.choices) {
        expect(isSceneId(choice.next), `${scene.id} → ${choice.next}`).toBe(true);
      }
    }
  });

  it("reaches every scene from the start", () => {
    const seen = new Set<SceneId>(["start"]);
    const queue: SceneId[] = ["start"];
    for (let id = queue.shift(); id; id = queue.shift()) {
      for (const { next } of scenes[id].choices) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual([...sceneIds].sort());
  });

  it("offers only a restart at exactly the three endings", () => {
    for (const scene of Object.values(scenes)) {
      const onlyRestart = scene.choices.length === 1 && scene.choices[0]?.next === "start";
      expect(onlyRestart, scene.id).toBe(scene.id in endings);
      expect(scene.ending, scene.id).toBe(endings[scene.id] ?? null);
    }
    expect(scenes.goodEnd.choices[0]?.text).toMatch(/start again/i);
  });

  it("gives every scene a title, a few paragraphs and a picture description", () => {
    for (const scene of Object.values(scenes)) {
      expect(scene.title.trim(), scene.id).not.toBe("");
      expect(scene.text.length, scene.id).toBeGreaterThan(0);
      expect(scene.imageDescription.trim(), scene.id).not.toBe("");
      for (const choice of scene.choices) expect(choice.text.trim(), scene.id).not.toBe("");
    }
  });

  it("recognises scene ids", () => {
    expect(isSceneId("findPebble")).toBe(true);
    expect(isSceneId("dragonLair")).toBe(false);
    expect(isSceneId("toString")).toBe(false);
  });
});
