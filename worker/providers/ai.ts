// Workers AI adapter for meeting notes: Whisper for the speech, a text model for summary, key points and actions.
// Only used when the AI binding exists (production builds; ADR 0030). Tests hand in a fake binding.
import { z } from "zod";

export const SPEECH_MODEL = "@cf/openai/whisper-large-v3-turbo";
export const NOTES_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

/** The part of the Ai binding these calls use, so a test can stand in for it. */
export type AiRunner = { run(model: string, input: Record<string, unknown>): Promise<unknown> };

const SpeechSchema = z.object({ text: z.string() });
const TextSchema = z.object({ response: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish() });

/** The transcript of `audio` (base64 in the request: the turbo model takes any container Whisper reads). */
export async function transcribe(ai: AiRunner, audio: ArrayBuffer): Promise<string> {
  const out = SpeechSchema.parse(await ai.run(SPEECH_MODEL, { audio: toBase64(new Uint8Array(audio)) }));
  return out.text.trim();
}

/** Keeps the prompt inside the model's context; the tail of a very long meeting is summarized from its start. */
const MAX_TRANSCRIPT_CHARS = 60_000;

const INSTRUCTIONS = `You write meeting notes for a construction contractor from a jobsite meeting transcript.
Answer with JSON only, no prose, exactly this shape:
{"summary": string, "keyPoints": [{"text": string}], "actionItems": [{"text": string, "assignedTo": string|null, "dueDate": string|null}]}
summary: 2-5 sentences. keyPoints: decisions and facts, at most 10. actionItems: who does what; assignedTo and
dueDate only when the transcript says them (dueDate as YYYY-MM-DD when a date is given), else null.`;

/** The text model's raw answer as a JSON value (not yet validated), or null when it is not JSON at all. */
export async function draftNotes(ai: AiRunner, transcript: string): Promise<unknown> {
  const out = TextSchema.parse(
    await ai.run(NOTES_MODEL, {
      messages: [
        { role: "system", content: INSTRUCTIONS },
        { role: "user", content: transcript.slice(0, MAX_TRANSCRIPT_CHARS) },
      ],
      max_tokens: 2048,
      temperature: 0.2,
    }),
  );
  const response = out.response;
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
