// Meetings on the built preview: upload of a 60-minute recording (~30 MB, six 5 MiB parts) through the Worker,
// with its time and the Worker's (workerd's) peak memory growth, and the share page's first-load bytes.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { startAppServer } from "./lib.mjs";

const PORT = Number(process.env.BENCH_MEETINGS_PORT ?? 4198);
const BASE = `http://localhost:${PORT}`;
const PART = 5 * 1024 * 1024;
const TOTAL = 30 * 1024 * 1024;
const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Resident memory of the workerd processes (the local Worker runtime) this benchmark's server started, in bytes.
 * Only its own process group counts: other servers on the machine are not ours to measure. */
function workerdRss(group) {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces, so split after ")".
      const pgrp = Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ")[2]);
      if (pgrp !== group) continue;
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("workerd")) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      if (rss) total += Number(rss) * 1024;
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

export default async function meetings() {
  let server;
  try {
    server = await startAppServer({
      base: BASE,
      stateDir: ".state/bench-meetings",
      // Reuse the build 10-worker-size made; build only when there is none.
      env: existsSync("dist/client/index.html") ? { E2E_NO_BUILD: "1" } : {},
    });
    const username = `bench${Date.now().toString(36)}`;
    const reg = await fetch(`${BASE}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        username,
        password: "ladder-jobsite-42",
        fullName: "Bench Mark",
        email: `${username}@example.com`,
        companyName: "Bench Co",
      }),
    });
    const cookie = reg.headers.get("set-cookie")?.split(";")[0] ?? "";
    const call = (path, init = {}) =>
      fetch(BASE + path, { ...init, headers: { Cookie: cookie, ...(init.headers ?? {}) } });
    const json = (path, body) =>
      call(path, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }).then(
        (r) => r.json(),
      );

    // A recording-shaped body: the WebM magic, then bytes that do not compress.
    const audio = Buffer.alloc(TOTAL);
    for (let i = 0; i < TOTAL; i += 4) audio.writeUInt32LE((Math.imul(i, 2654435761) ^ i) >>> 0, i);
    audio.set([0x1a, 0x45, 0xdf, 0xa3]);

    const baseline = workerdRss(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, workerdRss(server.pid));
    }, 25);
    const started = performance.now();
    const start = await json("/api/meetings/recordings", {
      clientKey: `rec_bench_${Date.now().toString(36)}_0123456789`,
      title: "Bench recording",
      meetingDate: new Date().toISOString(),
    });
    const parts = Math.ceil(TOTAL / PART);
    for (let n = 1; n <= parts; n++) {
      const res = await call(`/api/meetings/${start.meetingId}/recording/parts/${n}`, {
        method: "PUT",
        body: audio.subarray((n - 1) * PART, n * PART),
        headers: { "Content-Type": "application/octet-stream" },
      });
      if (!res.ok) throw new Error(`part ${n}: ${res.status} ${await res.text()}`);
    }
    const done = await json(`/api/meetings/${start.meetingId}/recording/complete`, { parts });
    const ms = performance.now() - started;
    clearInterval(sampler);
    if (done.recording?.size !== TOTAL) throw new Error(`upload incomplete: ${JSON.stringify(done).slice(0, 200)}`);
    console.log(
      `Recording upload: ${mb(TOTAL)} in ${parts} parts through the Worker: ${(ms / 1000).toFixed(2)} s (${mb(TOTAL / (ms / 1000))}/s)`,
    );
    console.log(
      `workerd resident memory: ${mb(baseline)} before, peak ${mb(peak)} during (+${mb(peak - baseline)}; local workerd also runs the R2 simulator that stores the parts)`,
    );

    const meeting = await json("/api/meetings", {
      title: "Trim-out punch list",
      meetingDate: new Date().toISOString(),
      location: "jobsite",
      summaryText: "Walked every room; six items left before final inspection.",
      keyPoints: Array.from({ length: 6 }, (_, i) => ({
        text: `Punch item ${i + 1}: device cover plates in room ${i + 1}`,
      })),
      actionItems: [{ text: "Install the two missing GFCIs", assignedTo: "Ana", dueDate: "2026-12-01" }],
      participants: [
        { name: "Ana Diaz", role: "Electrician" },
        { name: "Sam Ortiz", role: "GC" },
      ],
    });
    const share = await json(`/api/meetings/${meeting.id}/share`, { recipientEmail: "gc@example.com" });
    const page = await fetch(`${BASE}${new URL(share.url).pathname}`);
    const html = await page.text();
    const subresources = [...html.matchAll(/<(script|link|img)\b/g)].length;
    console.log(
      `Share page /s/{token}: ${page.status}, ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB HTML (${(gzipSync(html).length / 1024).toFixed(1)} KB gzip), ${subresources} subresources, no JavaScript`,
    );
  } finally {
    server?.stop();
  }
}
