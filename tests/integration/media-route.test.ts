import { describe, expect, it } from "vitest";
import { loader } from "#app/routes/resources/media.ts";
import { storage } from "#app/server/storage.server.ts";

const get = (key: string, headers: Record<string, string> = {}) =>
  loader({ request: new Request(`http://localhost/media/${key}`, { headers }), params: { "*": key } } as never);

describe("the media route", () => {
  const key = `feeds/range-test-${Date.now()}.mp4`;
  const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

  it("serves public objects whole, or the one byte range a video player asks for", async () => {
    await storage().put(key, body, "video/mp4");
    const whole = await get(key);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Accept-Ranges")).toBe("bytes");
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(body);

    const part = await get(key, { Range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe("bytes 100-199/1000");
    expect(part.headers.get("Content-Length")).toBe("100");
    expect(Buffer.from(await part.arrayBuffer())).toEqual(body.subarray(100, 200));

    const rest = await get(key, { Range: "bytes=990-" });
    expect(Buffer.from(await rest.arrayBuffer())).toEqual(body.subarray(990));

    expect((await get(key, { Range: "bytes=5000-6000" })).status).toBe(416);
    // Several ranges at once, or the last n bytes, are answered with the whole file.
    expect((await get(key, { Range: "bytes=0-1,5-6" })).status).toBe(200);
    expect((await get(key, { Range: "bytes=-10" })).status).toBe(200);
  });

  it("lets caches keep a copy only until they ask again, and answers 404 once the object is deleted", async () => {
    const photo = `feeds/child-photo-${Date.now()}.webp`;
    await storage().put(photo, Buffer.from("RIFF....WEBP"), "image/webp");
    const first = await get(photo);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    const etag = first.headers.get("ETag") ?? "";
    expect(etag).not.toBe("");
    const again = await get(photo, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    await storage().delete(photo);
    const gone = await get(photo, { "If-None-Match": etag });
    expect(gone.status).toBe(404);
    expect(gone.headers.get("Cache-Control")).toBe("no-store");
    expect((await get(photo)).status).toBe(404);
  });

  it("never serves private prefixes or paths that climb out", async () => {
    expect((await get("cvs/someone.pdf")).status).toBe(404);
    expect((await get("feeds/../cvs/x.pdf")).status).toBe(404);
  });
});
