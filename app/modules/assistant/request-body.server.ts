export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413; error: string };

/** Reads a JSON request body of at most `maxBytes`, without holding more than that in memory. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const tooLarge = { ok: false, status: 413, error: "That message is too long." } as const;
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) return tooLarge;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return tooLarge;
      }
      chunks.push(value);
    }
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(Buffer.concat(chunks))) };
  } catch {
    return { ok: false, status: 400, error: "Please send the question as JSON." };
  }
}
