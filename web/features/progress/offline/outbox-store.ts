// Progress billings waiting on this device to be sent: kept in IndexedDB with their compressed photos (Blobs), so a
// dropped connection or a closed tab loses nothing (ADR 0097). Every change is announced to this tab and the others.
import { createStore, del, get, set, type UseStore, values } from "idb-keyval";

export type QueuedPhoto = {
  id: string;
  name: string;
  caption: string | null;
  /** The compressed photo while it is only on this device; dropped once uploaded. */
  blob: Blob | null;
  /** The server's URL once uploaded: remembered, so a retry never uploads the same photo twice. */
  url: string | null;
};

export type QueuedSubmission = {
  /** The Idempotency-Key of every attempt: the server bills it once, however many times it is sent. */
  key: string;
  userId: number;
  queuedAt: number;
  projectId: number;
  projectName: string;
  completionPercentage: number;
  /** Integer cents. */
  amount: number;
  description: string;
  dueDate: string | null;
  /** Confirmed at review: this billing goes past the contract value as a change of contract (issue 38). */
  contractChangeConfirmed?: boolean;
  /** A US company's manual sales-tax line (issue 33). */
  salesTax?: { label: string; rate: number };
  photos: QueuedPhoto[];
  state: "queued" | "sending" | "sent" | "failed";
  attempts: number;
  /** Epoch ms before which no new attempt starts (backoff). */
  nextAttemptAt: number;
  /** Why the last attempt did not go through. */
  error: string | null;
  /** What the server answered, once sent. */
  sent: { id: number; progressNumber: number; approvalDelivery: "queued" | "later" | "not_sent" | null } | null;
  sentAt: number | null;
};

let store: UseStore | null = null;
const outbox = () => {
  store ??= createStore("paystage-outbox", "submissions");
  return store;
};

const CHANNEL = "paystage-outbox";
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;
/** The channel to the other tabs and the service worker (which sends in the background, ADR 0113). */
const channelOf = () => {
  if (!channel && typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => {
      for (const l of listeners) l();
    };
  }
  return channel;
};
const announce = () => {
  for (const listener of listeners) listener();
  channelOf()?.postMessage("changed");
};

/** Calls back on every change, from this tab, another, or the service worker. */
export function onOutboxChange(listener: () => void) {
  channelOf();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function listQueued(userId: number): Promise<QueuedSubmission[]> {
  const all = await values<QueuedSubmission>(outbox());
  return all.filter((s) => s.userId === userId).sort((a, b) => a.queuedAt - b.queuedAt);
}

export const getQueued = (key: string) => get<QueuedSubmission>(key, outbox());

export async function saveQueued(submission: QueuedSubmission) {
  await set(submission.key, submission, outbox());
  announce();
}

export async function removeQueued(key: string) {
  await del(key, outbox());
  announce();
}

let owner: number | null = null;
/** The signed-in user the outbox works for, set by the shell's OutboxSync while someone is signed in. */
export const setOutboxOwner = (userId: number | null) => {
  owner = userId;
};
export const outboxOwner = () => owner;
