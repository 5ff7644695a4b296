import { describe, expect, it } from "vitest";
import { loader as readyz } from "#app/routes/resources/readyz.ts";
import { newObjectKey, storage } from "#app/server/storage.server.ts";

describe("object storage and readiness", () => {
  it("puts, reads and deletes an object through the S3 API", async () => {
    await storage().ensureBucket();
    const key = newObjectKey("feeds", "txt");
    await storage().put(key, "hello", "text/plain");
    const object = await storage().get(key);
    expect(await object.Body?.transformToString()).toBe("hello");
    await storage().delete(key);
    await expect(storage().get(key)).rejects.toThrow();
  });

  it("reports ready when the database and storage answer", async () => {
    const response = await readyz();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready", checks: { database: "ok", storage: "ok" } });
  });
});
