// A schedule of values from CSV (issue 37): rows of item number, description and scheduled value, as a spreadsheet
// exports them. A header row (a value that is not an amount) is skipped; amounts may carry a currency sign and
// thousands separators ("$12,500.00"); they are read in the currency's minor units without floating point.
import { minorUnits } from "./currencies";

/** itemNo is "" when the CSV gave none: the schedule numbers it after its last line. */
export type SovCsvRow = { itemNo: string; description: string; scheduledValue: number };
export type SovCsvResult = { rows: SovCsvRow[]; errors: string[] };

/** Splits one CSV record into fields: commas, "quoted, fields" and "" for a quote inside quotes. */
function fields(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === "," || ch === ";" || ch === "\t") {
      out.push(cur.trim());
      cur = "";
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/** "$12,500.5" -> 1250050 (cents); null when it is not an amount or has more decimals than the currency. */
export function parseAmount(text: string, currency = "USD"): number | null {
  const cleaned = text.replace(/[^\d.-]/g, "");
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!m || !/\d/.test(text)) return null;
  const digits = minorUnits(currency);
  const frac = m[3] ?? "";
  if (frac.length > digits) return null;
  const minor = Number(`${m[2]}${frac.padEnd(digits, "0")}`);
  return Number.isSafeInteger(minor) ? (m[1] ? -minor : minor) : null;
}

/** Reads rows of item, description, scheduled value (or description, value); every bad row is named. */
export function parseSovCsv(csv: string, currency = "USD"): SovCsvResult {
  const rows: SovCsvRow[] = [];
  const errors: string[] = [];
  const records = csv.split(/\r?\n/).filter((l) => l.trim() !== "");
  records.forEach((record, index) => {
    const f = fields(record);
    const [itemNo, description, value] = f.length >= 3 ? f : ["", f[0] ?? "", f[1] ?? ""];
    const amount = parseAmount(value ?? "", currency);
    if (amount === null) {
      if (index === 0) return; // a header row
      errors.push(`Row ${index + 1}: "${value}" is not an amount.`);
      return;
    }
    if (amount < 0) errors.push(`Row ${index + 1}: a scheduled value can't be negative.`);
    else if (!description) errors.push(`Row ${index + 1}: the description is empty.`);
    else rows.push({ itemNo: itemNo ?? "", description: description.slice(0, 300), scheduledValue: amount });
  });
  return { rows, errors };
}
