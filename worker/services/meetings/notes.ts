// Meeting notes from a transcript of any length (ADR 0121): a transcript longer than one request's window is split
// at sentence ends into parts, each part's notes drafted and validated, then merged into one set. Nothing is cut.
import { type AiNotes, AiNotesSchema } from "#schema/contracts";
import { type AiRunner, draftNotes, MAX_TRANSCRIPT_CHARS, mergeNotes } from "../../providers/ai";

/** The model gets a second chance at valid JSON before the meeting is handed back to the person. */
const NOTE_ATTEMPTS = 2;

/**
 * Consecutive parts of at most `max` characters that together are the whole text: each cut at the last paragraph
 * break, else sentence end, else space, in the part's second half (so no part is tiny); a hard cut only as a last
 * resort (a single "word" longer than half a part).
 */
export function splitTranscript(text: string, max = MAX_TRANSCRIPT_CHARS): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const floor = Math.floor(max / 2);
    const at = [window.lastIndexOf("\n\n"), lastSentenceEnd(window), window.lastIndexOf(" ")].find((i) => i >= floor);
    const cut = at === undefined ? max : at + 1;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest.length > 0) parts.push(rest);
  return parts;
}

function lastSentenceEnd(text: string) {
  const m = /[.!?]\s(?=[^.!?]*$)/.exec(text);
  return m ? m.index + 1 : -1;
}

async function validNotes(ask: () => Promise<unknown>, label: string): Promise<AiNotes | null> {
  for (let attempt = 0; attempt < NOTE_ATTEMPTS; attempt++) {
    const parsed = AiNotesSchema.safeParse(await ask());
    if (parsed.success) return parsed.data;
    console.error(`${label}: the model's notes did not validate`, parsed.error.issues.slice(0, 3));
  }
  return null;
}

/** Every part's notes side by side: used only when the model's merge does not validate twice. */
function joinNotes(parts: AiNotes[]): AiNotes | null {
  const joined = AiNotesSchema.safeParse({
    summary: parts
      .map((p) => p.summary)
      .join(" ")
      .slice(0, 20000),
    keyPoints: parts.flatMap((p) => p.keyPoints).slice(0, 50),
    actionItems: parts.flatMap((p) => p.actionItems).slice(0, 50),
  });
  return joined.success ? joined.data : null;
}

/** Validated notes of the whole transcript, or null when the model could not give valid ones. AI errors throw. */
export async function notesOf(ai: AiRunner, transcript: string, label: string): Promise<AiNotes | null> {
  const parts = splitTranscript(transcript);
  const [only] = parts;
  if (only === undefined) return null;
  if (parts.length === 1) return validNotes(() => draftNotes(ai, only), label);
  const partNotes: AiNotes[] = [];
  for (const [i, part] of parts.entries()) {
    const notes = await validNotes(() => draftNotes(ai, part, [i + 1, parts.length]), `${label} part ${i + 1}`);
    if (!notes) return null;
    partNotes.push(notes);
  }
  return (await validNotes(() => mergeNotes(ai, partNotes), `${label} merge`)) ?? joinNotes(partNotes);
}
