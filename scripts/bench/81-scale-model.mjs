// The scale model (issue 25, ADR 0129): N contractors -> D1 databases needed, the hottest database's busy share at
// 9:00, queue messages per second and Durable Object requests per second, for 100k, 1M and 10M contractors. It uses
// the figures 80-scale.mjs measured (node_modules/.cache/paystage-scale.json) and 55-shards.mjs measured
// (.state/bench-shards.json: a reminder's cost in the 9:00 burst, a relayed message's cost, and how both grow with
// shards; ADR 0229) where they exist, and says so; the rest are stated assumptions from the product's model of a busy
// contractor, printed beside each answer.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const FIGURES = join("node_modules", ".cache", "paystage-scale.json");
/** What 55-shards.mjs writes (SHARD_FIGURES there). */
const SHARD_FIGURES = join(".state", "bench-shards.json");
/** Messages one relay pass hands over per shard (MESSAGES_PER_PASS in worker/services/outbox-relay.ts). */
const RELAY_MESSAGES_PER_PASS = 500;

/** A busy contractor (issue 25): 20 billings a month, 3 reminders each, 5 photos. */
const BILLINGS_PER_YEAR = 240;
const REMINDERS_PER_BILLING = 3;
/** Link traffic per billing: issued once, a new link per reminder, opened about 3 times, one decision. */
const DO_REQUESTS_PER_BILLING = 1 + REMINDERS_PER_BILLING + 3 + 1;
/** The share of contractors whose 9:00 falls in the same UTC hour (US Eastern and Central together). */
const PEAK_HOUR_SHARE = 0.45;
/** D1: 10 GB per database; plan to fill 70% of it, and keep 5 years of evidence. */
const D1_BYTES = 10e9;
const FILL = 0.7;
const YEARS_KEPT = 5;
/** One D1 database runs one query at a time: busy share = D1 time / wall time. */
const D1_MS_PER_SEND_JOB = 12; // ~8 statements of a send-reminder job at ~1.5 ms each (assumed, hosted D1).
const DO_REQUESTS_PER_SECOND_PER_INSTANCE = 1000; // Cloudflare's documented soft ceiling for one object.
/** SHARE_TOKEN_SHARDS in worker/durable-objects/share-tokens.ts. */
const SHARE_TOKEN_SHARDS_FOR_MODEL = 16;

function measured(file = FIGURES) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/**
 * From 55-shards: one shard's cost per reminder in the 9:00 burst (the sweep and the send jobs, end to end) and per
 * message a relay pass hands over, and the throughput at 2 and 4 shards against 1.
 */
function shardCosts() {
  const f = measured(SHARD_FIGURES);
  const [one, ...more] = f?.configs ?? [];
  if (!one?.sent || !one?.relayed) return null;
  return {
    at: f.at,
    companies: f.companies,
    msPerReminder: one.burstMs / one.sent,
    msPerRelayed: one.relayMs / one.relayed,
    ratios: more.map((c) => ({
      shards: c.shards,
      burst: c.sentPerSecond / one.sentPerSecond,
      relay: c.relayedPerSecond / one.relayedPerSecond,
    })),
  };
}

export default async function scaleModel() {
  const f = measured();
  const last = f?.steps?.at(-1);
  // Bytes per contractor-year: evidence (kept) and messages (13 months, bodies 90 days), from the bench's retention
  // pass when there is one; the issue's 2.8 MB model otherwise (half of it messages).
  let evidencePerYear = 1.4e6;
  let messagesSteady = 1.4e6 * (13 / 12);
  let overhead = 1.6; // database bytes per byte of values (indexes, pages); measured below when possible
  let sweepMsPerContractor = 0.5;
  let relayMs = 5;
  let source = "the issue's model (run 80-scale first for measured figures)";
  if (f?.retention && last) {
    const years = last.contractors + (f.big ?? 0) / f.per;
    const after = f.retention.after;
    const total = (t) => Object.values(t).reduce((s, x) => s + x.bytes, 0);
    messagesSteady = after.messages.bytes / years;
    evidencePerYear = (total(after) - after.messages.bytes) / years;
    overhead = last.size / Math.max(1, total(last.tables));
    sweepMsPerContractor = last.sweep.p50 / last.contractors;
    relayMs = last.relay.p50;
    source = `measured by 80-scale on ${f.at} (${last.contractors} contractors)`;
  }
  console.log(`Figures: ${source}`);
  console.log(
    `  per contractor: ${(evidencePerYear / 1e6).toFixed(2)} MB evidence a year, ${(messagesSteady / 1e6).toFixed(2)} MB of messages kept; ${overhead.toFixed(2)}x on disk; sweep ${sweepMsPerContractor.toFixed(3)} ms; relay pass ${relayMs.toFixed(1)} ms`,
  );
  const shards = shardCosts();
  // A send job's database time at 9:00: measured end to end on a local shard when 55-shards has run (an upper bound:
  // it includes the Worker's own time), else the assumed hosted D1 figure.
  const sendMs = shards?.msPerReminder ?? D1_MS_PER_SEND_JOB;
  if (shards) {
    console.log(
      `Shards: measured by 55-shards on ${shards.at} (${shards.companies} companies): ${shards.msPerReminder.toFixed(1)} ms per reminder in the 9:00 burst, ${shards.msPerRelayed.toFixed(2)} ms per message relayed, on one shard; throughput ${shards.ratios.map((r) => `x${r.burst.toFixed(2)} burst, x${r.relay.toFixed(2)} relay at ${r.shards} shards`).join("; ")}`,
    );
  } else {
    console.log(`Shards: the assumed ${D1_MS_PER_SEND_JOB} ms per send (run 55-shards first for measured figures)`);
  }
  const perContractorBytes = (evidencePerYear * YEARS_KEPT + messagesSteady) * overhead;
  const byStorage = Math.floor((D1_BYTES * FILL) / perContractorBytes);

  for (const n of [100_000, 1_000_000, 10_000_000]) {
    // Load at 9:00 on one database: the hourly sweep over its contractors, and the reminders due in that hour.
    const sendsPerContractorPerDay = (BILLINGS_PER_YEAR * REMINDERS_PER_BILLING) / 365;
    const busyShare = (c) =>
      (c * sweepMsPerContractor + c * PEAK_HOUR_SHARE * sendsPerContractorPerDay * sendMs + 12 * relayMs) / 3_600_000;
    // Contractors per database: the fewer of what storage allows and what keeps 9:00 under half busy.
    let byLoad = byStorage;
    while (byLoad > 1 && busyShare(byLoad) > 0.5) byLoad = Math.floor(byLoad * 0.9);
    const perDb = Math.max(1, Math.min(byStorage, byLoad));
    const dbs = Math.ceil(n / perDb);
    const hottest = busyShare(Math.min(n, perDb));
    const queuePerSecond = (n * PEAK_HOUR_SHARE * sendsPerContractorPerDay) / 3600 + dbs / 3600;
    const doPerSecond = (n * (BILLINGS_PER_YEAR / 365) * DO_REQUESTS_PER_BILLING * 3) / 86_400; // 3x daily peak
    const perInstance = doPerSecond / SHARE_TOKEN_SHARDS_FOR_MODEL;
    console.log(
      `\n${n.toLocaleString()} contractors: ${dbs.toLocaleString()} shards (D1 databases) of up to ${perDb.toLocaleString()} contractors (${perDb === byStorage ? "storage" : "9:00 load"} decides)`,
    );
    console.log(`  hottest database at 9:00: ${(hottest * 100).toFixed(1)}% busy`);
    // The shards run their bursts and relay passes side by side (ADR 0187), so one shard's time is the whole's.
    const remindersPerShard = Math.min(n, perDb) * PEAK_HOUR_SHARE * sendsPerContractorPerDay;
    const passes = Math.max(1, Math.ceil(remindersPerShard / RELAY_MESSAGES_PER_PASS));
    console.log(
      `  9:00 burst per shard: ${Math.round(remindersPerShard).toLocaleString()} reminders, ${((remindersPerShard * sendMs) / 60_000).toFixed(1)} min of send work${shards ? "" : " (assumed)"}`,
    );
    if (shards)
      console.log(
        `  relay per shard, had the queue lost that hour's messages: ${passes} pass${passes === 1 ? "" : "es"} of ${((Math.min(remindersPerShard, RELAY_MESSAGES_PER_PASS) * shards.msPerRelayed) / 1000).toFixed(1)} s, drained in ${passes * 5} min`,
      );
    console.log(`  queue at 9:00: ${queuePerSecond.toFixed(1)} messages/s`);
    console.log(
      `  share-token Durable Objects: ${doPerSecond.toFixed(1)} requests/s at peak, ${perInstance.toFixed(1)}/s per instance of ${SHARE_TOKEN_SHARDS_FOR_MODEL} (ceiling ~${DO_REQUESTS_PER_SECOND_PER_INSTANCE}/s)`,
    );
  }
}
