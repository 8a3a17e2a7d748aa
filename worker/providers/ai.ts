// Workers AI adapter for meeting notes: Whisper for the speech, a text model for summary, key points and actions.
// Only used when the AI binding exists (production builds; ADR 0030). Tests hand in a fake binding.
// Inputs as Cloudflare documents them (ADR 0121): whisper-large-v3-turbo takes base64 `audio` and an optional
// ISO 639-1 `language`; text models take `response_format: { type: "json_schema", json_schema }` (JSON mode).
import { z } from "zod";

export const SPEECH_MODEL = "@cf/openai/whisper-large-v3-turbo";
export const NOTES_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

/** The part of the Ai binding these calls use, so a test can stand in for it. */
export type AiRunner = { run(model: string, input: Record<string, unknown>): Promise<unknown> };

const SpeechSchema = z.object({ text: z.string() });
const TextSchema = z.object({ response: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish() });

/**
 * The transcript of one self-contained segment (base64 in the request: the turbo model takes any container Whisper
 * reads). `language` (ISO 639-1) only when the account knows it; without it the model detects the language.
 */
export async function transcribe(ai: AiRunner, audio: ArrayBuffer, language?: string): Promise<string> {
  const input: Record<string, unknown> = { audio: toBase64(new Uint8Array(audio)) };
  if (language) input.language = language;
  const out = SpeechSchema.parse(await ai.run(SPEECH_MODEL, input));
  return out.text.trim();
}

/**
 * The most transcript one notes request carries. Llama 3.3's window is far larger in tokens, but the answer and
 * instructions need room too; a longer transcript is summarised in parts of at most this many characters.
 */
export const MAX_TRANSCRIPT_CHARS = 60_000;

const SHAPE = `{"summary": string, "keyPoints": [{"text": string}], "actionItems": [{"text": string, "assignedTo": string|null, "dueDate": string|null}]}`;

const INSTRUCTIONS = `You write meeting notes for a construction contractor from a jobsite meeting transcript.
Answer with JSON only, no prose, exactly this shape:
${SHAPE}
summary: 2-5 sentences. keyPoints: decisions and facts, at most 10. actionItems: who does what; assignedTo and
dueDate only when the transcript says them (dueDate as YYYY-MM-DD when a date is given), else null.`;

const PART_NOTE = (part: number, parts: number) =>
  `\nThis is part ${part} of ${parts} of one long meeting's transcript: write the notes of this part only.`;

const MERGE_INSTRUCTIONS = `You merge the notes of consecutive parts of one construction jobsite meeting into the
notes of the whole meeting. Answer with JSON only, exactly this shape:
${SHAPE}
summary: 2-5 sentences covering the whole meeting. keyPoints: at most 10, no repeats. actionItems: every action item
of every part, duplicates merged; keep assignedTo and dueDate as given.`;

/** The JSON Schema the model's answer must follow (JSON mode); AiNotesSchema still validates what comes back. */
const NOTES_JSON_SCHEMA = {
  type: "object",
  properties: {
    summary: { type: "string" },
    keyPoints: {
      type: "array",
      items: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
    },
    actionItems: {
      type: "array",
      items: {
        type: "object",
        properties: {
          text: { type: "string" },
          assignedTo: { type: ["string", "null"] },
          dueDate: { type: ["string", "null"] },
        },
        required: ["text", "assignedTo", "dueDate"],
      },
    },
  },
  required: ["summary", "keyPoints", "actionItems"],
};

async function askForNotes(ai: AiRunner, system: string, user: string): Promise<unknown> {
  const out = TextSchema.parse(
    await ai.run(NOTES_MODEL, {
      messages: [
        { role: "system", content: system },
        { role: "user", content: user },
      ],
      response_format: { type: "json_schema", json_schema: NOTES_JSON_SCHEMA },
      max_tokens: 2048,
      temperature: 0.2,
    }),
  );
  return jsonOf(out.response);
}

/**
 * The text model's notes for one transcript (or one part of a long one) as a JSON value, not yet validated, or null
 * when the answer is not JSON at all. `part` is [n, of] when the transcript is one part of several.
 */
export function draftNotes(ai: AiRunner, transcript: string, part?: [number, number]): Promise<unknown> {
  return askForNotes(ai, part ? INSTRUCTIONS + PART_NOTE(...part) : INSTRUCTIONS, transcript);
}

/** One set of notes from the validated notes of each part, in order. */
export function mergeNotes(ai: AiRunner, parts: readonly unknown[]): Promise<unknown> {
  return askForNotes(ai, MERGE_INSTRUCTIONS, JSON.stringify(parts.map((notes, i) => ({ part: i + 1, notes }))));
}

/** JSON mode answers an object; a string answer (an older model, or a fence around it) is parsed leniently. */
function jsonOf(response: string | Record<string, unknown> | null | undefined): unknown {
  if (response == null) return null;
  if (typeof response !== "string") return response;
  // Models sometimes wrap JSON in a code fence or a sentence: take the outermost object.
  const start = response.indexOf("{");
  const end = response.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(response.slice(start, end + 1));
  } catch {
    return null;
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return btoa(binary);
}
