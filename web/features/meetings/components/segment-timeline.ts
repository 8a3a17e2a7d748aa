// One timeline over a recording's files (ADR 0121): where each segment starts, and which segment and offset a
// point of the whole recording falls in. Seconds throughout, as the audio element counts.
import { SECOND_MS } from "#schema/rules/durations";

/** Each segment's length in seconds; one the Worker could not tell counts as 0 until the file says. */
export const secondsOf = (durationsMs: readonly (number | null)[]) => durationsMs.map((ms) => (ms ?? 0) / SECOND_MS);

/** Where each segment begins on the whole recording's clock. */
export function startsOf(seconds: readonly number[]) {
  const starts: number[] = [];
  let at = 0;
  for (const s of seconds) {
    starts.push(at);
    at += s;
  }
  return starts;
}

export const totalOf = (seconds: readonly number[]) => seconds.reduce((a, b) => a + b, 0);

/** The segment holding point `t` and how far into it; the end of the recording is the end of the last segment. */
export function locate(seconds: readonly number[], t: number) {
  const starts = startsOf(seconds);
  const point = Math.max(0, t);
  let index = 0;
  while (index < seconds.length - 1 && point >= starts[index]! + seconds[index]!) index += 1;
  return { index, offset: Math.min(point - starts[index]!, seconds[index] ?? 0) };
}
