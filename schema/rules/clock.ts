// A recording's clock, in a module of its own so the pages that never show one do not carry it.

/** "mm:ss" (minutes keep counting past 59): the recorder's timer and the player's position. */
export function formatClock(seconds: number) {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}
