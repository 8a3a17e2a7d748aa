// Reads a browser's CSP violation report in either format browsers send, into bounded rows.
import type { schema } from "../lib/db";

type Row = typeof schema.cspReports.$inferInsert;

/** A report body larger than this is not a real report. */
export const MAX_REPORT_BYTES = 16 * 1024;
const MAX_REPORTS_PER_POST = 5;

const cap = (v: unknown, n = 500) => (typeof v === "string" && v.length > 0 ? v.slice(0, n) : null);
const num = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : null);

function fromBody(b: Record<string, unknown>, userAgent: string | null): Row | null {
  // report-uri uses kebab-case keys; the Reporting API (report-to) uses camelCase.
  const directive = cap(b["effective-directive"] ?? b.effectiveDirective ?? b["violated-directive"], 100);
  if (!directive) return null;
  return {
    directive,
    blockedUri: cap(b["blocked-uri"] ?? b.blockedURL),
    documentUri: cap(b["document-uri"] ?? b.documentURL),
    sourceFile: cap(b["source-file"] ?? b.sourceFile),
    line: num(b["line-number"] ?? b.lineNumber),
    sample: cap(b["script-sample"] ?? b.sample, 200),
    userAgent,
  };
}

/** The violations in a report POST (application/csp-report or application/reports+json); junk gives none. */
export function parseCspReport(text: string, userAgent: string | null): Row[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const bodies: Record<string, unknown>[] = [];
  if (Array.isArray(data)) {
    for (const r of data) {
      if (r && typeof r === "object" && r.type === "csp-violation" && r.body && typeof r.body === "object")
        bodies.push(r.body);
    }
  } else if (data && typeof data === "object" && "csp-report" in data) {
    const inner = (data as Record<string, unknown>)["csp-report"];
    if (inner && typeof inner === "object") bodies.push(inner as Record<string, unknown>);
  }
  return bodies
    .slice(0, MAX_REPORTS_PER_POST)
    .map((b) => fromBody(b, userAgent))
    .filter((r): r is Row => r !== null);
}
