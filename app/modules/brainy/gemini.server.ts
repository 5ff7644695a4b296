import type { Content, GenerateContentResponse, GoogleGenAI, SafetySetting } from "@google/genai";
import { env } from "#app/server/env.server.ts";
import { systemInstruction } from "./grounding.ts";
import type { ChatTurn } from "./history.ts";
import { dontKnowReply } from "./reply-texts.ts";
import type { ReplyLanguage } from "./read-question.ts";
import type { CompanyDetails } from "#app/modules/site/company-details.ts";
import type { Passage } from "./relevance.ts";

export type GeminiSettings = { apiKey: string; model: string; baseUrl?: string };

/** A reply longer than this is cut: Brainy's answers are meant to be a few sentences. */
export const MAX_REPLY_CHARS = 4_000;

/** Gemini answers when a key is configured; without one Brainy answers from the site's content alone. */
export function geminiSettingsFromEnv(): GeminiSettings | null {
  const config = env();
  if (!config.GEMINI_API_KEY) return null;
  return { apiKey: config.GEMINI_API_KEY, model: config.GEMINI_MODEL, baseUrl: config.GEMINI_BASE_URL };
}

/**
 * The Gemini library, loaded when Brainy first asks it: a site without a key (and a worker no one chats on) does
 * not carry its modules (docs/decisions/015, "Memory").
 */
const genai = () => import("@google/genai");

// A children's site: block anything even slightly harmful, in both directions.
async function safetySettings(): Promise<SafetySetting[]> {
  const { HarmBlockThreshold, HarmCategory } = await genai();
  return [
    HarmCategory.HARM_CATEGORY_HARASSMENT,
    HarmCategory.HARM_CATEGORY_HATE_SPEECH,
    HarmCategory.HARM_CATEGORY_SEXUALLY_EXPLICIT,
    HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT,
  ].map((category) => ({ category, threshold: HarmBlockThreshold.BLOCK_LOW_AND_ABOVE }));
}

const clients = new Map<string, GoogleGenAI>();

async function clientFor(settings: GeminiSettings): Promise<GoogleGenAI> {
  const key = `${settings.baseUrl ?? ""} ${settings.apiKey}`;
  let client = clients.get(key);
  if (!client) {
    const { GoogleGenAI } = await genai();
    client = new GoogleGenAI({
      apiKey: settings.apiKey,
      // v1beta: the API version that takes every option used here (system instruction, safety settings).
      httpOptions: { apiVersion: "v1beta", ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}) },
    });
    clients.set(key, client);
  }
  return client;
}

function toContents(history: readonly ChatTurn[], question: string): Content[] {
  return [
    ...history.map((turn) => ({ role: turn.sender === "user" ? "user" : "model", parts: [{ text: turn.text }] })),
    { role: "user", parts: [{ text: question }] },
  ];
}

/**
 * Asks Gemini, streaming. Resolves once the model has accepted the request (so a refused request is an error
 * the caller can answer with a status) and yields the reply's text as it is generated. `signal` ends the
 * request: the visitor left or the time ran out.
 */
export async function streamGeminiReply({
  settings,
  question,
  history,
  passages,
  details,
  language,
  signal,
}: {
  settings: GeminiSettings;
  question: string;
  history: readonly ChatTurn[];
  passages: readonly Passage[];
  /** How to reach the team, for the instruction and the honest "I don't know". */
  details: CompanyDetails;
  /** The visitor's language, which the reply is written in. */
  language: ReplyLanguage;
  signal: AbortSignal;
}): Promise<AsyncGenerator<string>> {
  // Aborted also when the reader stops early, so the upstream connection is never left running.
  const stop = new AbortController();
  const client = await clientFor(settings);
  const stream = await client.models.generateContentStream({
    model: settings.model,
    contents: toContents(history, question),
    config: {
      systemInstruction: systemInstruction(passages, details, language),
      temperature: 0.3,
      safetySettings: await safetySettings(),
      abortSignal: AbortSignal.any([signal, stop.signal]),
    },
  });
  return replyText(stream, stop, dontKnowReply(details, language));
}

async function* replyText(
  stream: AsyncGenerator<GenerateContentResponse>,
  stop: AbortController,
  dontKnow: string,
): AsyncGenerator<string> {
  let length = 0;
  try {
    for await (const chunk of stream) {
      const text = textOf(chunk).slice(0, MAX_REPLY_CHARS - length);
      if (!text) continue;
      length += text.length;
      yield text;
      if (length >= MAX_REPLY_CHARS) break;
    }
    // A reply blocked by the safety filters arrives empty.
    if (length === 0) yield dontKnow;
  } finally {
    stop.abort();
  }
}

/** The visible text of a streamed chunk: text parts of the first candidate, without the model's thoughts. */
function textOf(chunk: GenerateContentResponse): string {
  const parts = chunk.candidates?.[0]?.content?.parts ?? [];
  return parts.map((part) => (part.thought || typeof part.text !== "string" ? "" : part.text)).join("");
}
