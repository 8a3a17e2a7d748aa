// "First intent": the first pointer over or down, touch or key on the page since it loaded. Not focus: the page moves
// focus itself (the tour takes it as it opens), and a keyboard user's Tab is a keydown first. Code that only a person
// acting on the page needs (dialogs) waits for it rather than for idle, so a visit that only reads downloads none of
// it, and a tap still seldom waits: the fetch starts as the finger lands, before the click (ADR 0130).
const EVENTS = ["pointerover", "pointerdown", "keydown", "touchstart"] as const;

let happened = false;
const waiting = new Set<() => void>();

function fire() {
  happened = true;
  for (const type of EVENTS) document.removeEventListener(type, fire, true);
  for (const run of waiting) run();
  waiting.clear();
}

let listening = false;

/** Runs `run` at the first intent (at once when it has happened); returns a function that cancels the wait. */
export function onFirstIntent(run: () => void): () => void {
  if (happened) {
    run();
    return () => {};
  }
  waiting.add(run);
  if (!listening) {
    listening = true;
    for (const type of EVENTS) document.addEventListener(type, fire, { capture: true, passive: true });
  }
  return () => {
    waiting.delete(run);
  };
}
