// Development-only fault injection for hand testing and journeys (ADR 0081): PUT /api/dev/faults arms a switch, and
// HTTP requests then see a queue producer that refuses every message. Never active when APP_ENV is production.
import type { DevFaults } from "#schema/contracts/dev-faults";
import { isDevelopment } from "./env";

// Per isolate, on purpose: a local dev server runs one, and a restart clears the switch.
const armed: DevFaults = { queue: false };

export const devFaults = (): DevFaults => ({ ...armed });

export function setDevFaults(next: DevFaults) {
  armed.queue = next.queue;
}

const refusingQueue = {
  send: async () => {
    throw new Error("Queue unavailable (development fault switch)");
  },
  sendBatch: async () => {
    throw new Error("Queue unavailable (development fault switch)");
  },
} as unknown as Queue;

/** The bindings an HTTP request sees: unchanged unless this is development and a switch is armed. */
export function withDevFaults(env: Env): Env {
  if (!armed.queue || !isDevelopment(env)) return env;
  return { ...env, JOBS: refusingQueue };
}
