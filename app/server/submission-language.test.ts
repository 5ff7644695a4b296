import { describe, expect, it } from "vitest";
import { storeOrAskAgain } from "./submission.server.ts";

/** The database gone for a moment, as the driver reports it. */
const unreachable = () =>
  Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));

const form = {
  reply: (options?: { formErrors?: string[] }) => ({
    status: "error" as const,
    error: { "": options?.formErrors ?? [] },
  }),
};

async function messageIn(language?: "en" | "hi" | "mr") {
  const answer = await storeOrAskAgain(form, unreachable, {}, language);
  return { status: answer?.init?.status, message: answer?.data.result.error?.[""]?.[0] };
}

describe("a form that cannot be stored for a moment", () => {
  it("asks to send it again in the page's language, English by default", async () => {
    expect(await messageIn()).toEqual({
      status: 503,
      message: expect.stringMatching(/^We couldn't save this just now.*send it again in a minute\.$/),
    });
    expect((await messageIn("hi")).message).toMatch(/^हमारी ओर से .*एक मिनट बाद इसे फिर से भेजें।$/);
    expect((await messageIn("mr")).message).toMatch(/^आमच्याकडील .*एका मिनिटाने पुन्हा पाठवा\.$/);
  });

  it("lets any other failure through", async () => {
    await expect(storeOrAskAgain(form, () => Promise.reject(new Error("a bug")), {}, "hi")).rejects.toThrow("a bug");
  });
});
