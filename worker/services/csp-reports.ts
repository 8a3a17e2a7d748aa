// Keeps what a browser's Content-Security-Policy blocked (parsed and bounded by security/csp-reports.ts); the
// housekeeping job deletes reports after 30 days.
import { insertCspReports } from "../db/csp-reports";
import type { Db } from "../lib/db";

export const recordCspReports = (db: Db, rows: Parameters<typeof insertCspReports>[1]) => insertCspReports(db, rows);
