// US lien waivers (issue 37, ADR 0208, 0215): the four kinds, when each may be made, the states that prescribe the
// text, who needs a notary, and the affidavit deadlines, all as data. Sources: ../shared/research/commercial.md §3,
// which names each statute. The statutes' own texts PayStage carries are lien-waiver-statutory-texts.ts; a statutory
// state's kind with no text there is made from the company's text with statutoryTextPending's warning. A version is
// never edited, and waivers keep the text they were made from.
import { LIEN_WAIVER_KINDS, type LienWaiverKind } from "./lien-waiver-kinds";
import { STATUTORY_TEXTS, type StatutoryText } from "./lien-waiver-statutory-texts";

export { LIEN_WAIVER_KINDS, type LienWaiverKind } from "./lien-waiver-kinds";
export type { StatutoryText };

export const LIEN_WAIVER_TITLES: Record<LienWaiverKind, string> = {
  "conditional-progress": "Conditional Waiver and Release on Progress Payment",
  "unconditional-progress": "Unconditional Waiver and Release on Progress Payment",
  "conditional-final": "Conditional Waiver and Release on Final Payment",
  "unconditional-final": "Unconditional Waiver and Release on Final Payment",
};

export const isUnconditional = (kind: LienWaiverKind) => kind.startsWith("unconditional");
export const isFinal = (kind: LienWaiverKind) => kind.endsWith("final");

/** The rules' words: each refusal is a 422 (409 where the waiver is past the step) with this text. */
export const lienWaiverMessages = {
  notUsJob: "Lien waivers are for US jobs: set the job's site address and US state on the project's contract first.",
  appNotSent: "A waiver goes with a sent application: send this application first.",
  unconditionalBeforePayment:
    "An unconditional waiver is made only after you record a cleared payment for this application, and only for what was received. Record the payment first.",
  finalNotBilled:
    "A final waiver goes with the last application: everything on the contract, retainage included, must be billed first (line 9 is not zero).",
  finalNotPaid:
    "An unconditional final waiver needs everything billed and paid: record the payment of every application first.",
  alreadySigned: "This waiver is already signed.",
  notaryNotNeeded: "This waiver needs no notary.",
  signBeforeNotary: "Sign the waiver before recording its notarization.",
  alreadyNotarized: "This waiver's notarization is already recorded.",
  vendorAmount: "A vendor's waiver needs the amount it covers.",
  statutoryLocked: (stateName: string, citation: string) =>
    `${stateName} prescribes this waiver's words (${citation}): that text is locked, and only its fields are filled. Your own text is used in states without a statutory form.`,
} as const;

/** Printed after the citation on every statutory waiver, its sign sheet, link page and PDF (issue 37). */
export const COUNSEL_NOTE =
  "This is the statute's form as PayStage carries it, with only its fields filled. It should be checked by counsel before a company relies on it.";

/** Printed on a waiver from a statutory state whose text PayStage does not carry (ADR 0215). */
export const statutoryTextPending = (stateName: string, statute: string) =>
  `${stateName} prescribes the wording of this waiver (${statute}), but no statutory text for it is on file in PayStage, so the company's own template is used: use the statutory form, or have counsel check this one, before relying on it.`;

/** Who must notarize: never; always; or only for an original contract signed before 2022-01-01 (Texas, HB 2237). */
export type NotaryRule = "none" | "required" | "contracts-before-2022";

export type StatutoryState = {
  code: string;
  name: string;
  statute: string;
  /** The kinds the statute prescribes a form for; other kinds use the company's text. */
  kinds: readonly LienWaiverKind[];
  notary: NotaryRule;
  /** Days after signing by which a claimant who was not paid must file an affidavit of nonpayment. */
  affidavitDays?: number;
  style: "plain" | "georgia";
};

const ALL = LIEN_WAIVER_KINDS;
const progressKinds = ["conditional-progress", "unconditional-progress"] as const;

/** The twelve states with statutory waiver forms (commercial.md §3.2). */
export const STATUTORY_STATES: Record<string, StatutoryState> = {
  AZ: {
    code: "AZ",
    name: "Arizona",
    statute: "A.R.S. § 33-1008",
    kinds: ALL,
    notary: "none",
    style: "plain",
  },
  CA: {
    code: "CA",
    name: "California",
    statute: "Cal. Civ. Code §§ 8132, 8134, 8136, 8138",
    kinds: ALL,
    notary: "none",
    style: "plain",
  },
  FL: {
    code: "FL",
    name: "Florida",
    statute: "Fla. Stat. § 713.20",
    kinds: ALL,
    notary: "none",
    style: "plain",
  },
  GA: {
    code: "GA",
    name: "Georgia",
    statute: "O.C.G.A. § 44-14-366",
    kinds: ALL,
    notary: "none",
    affidavitDays: 90,
    // The statute's forms are in bold capital letters of at least 12 points.
    style: "georgia",
  },
  MA: {
    code: "MA",
    name: "Massachusetts",
    statute: "M.G.L. c. 254, § 32",
    kinds: progressKinds,
    notary: "none",
    style: "plain",
  },
  MI: { code: "MI", name: "Michigan", statute: "MCL 570.1115", kinds: ALL, notary: "none", style: "plain" },
  MS: {
    code: "MS",
    name: "Mississippi",
    statute: "Miss. Code § 85-7-433",
    kinds: ALL,
    notary: "required",
    affidavitDays: 60,
    style: "plain",
  },
  // Only the unconditional final waiver on residential property has a statutory form.
  MO: {
    code: "MO",
    name: "Missouri",
    statute: "RSMo § 429.016",
    kinds: ["unconditional-final"],
    notary: "none",
    style: "plain",
  },
  NV: { code: "NV", name: "Nevada", statute: "NRS 108.2457", kinds: ALL, notary: "none", style: "plain" },
  TX: {
    code: "TX",
    name: "Texas",
    statute: "Tex. Prop. Code §§ 53.281-53.287",
    kinds: ALL,
    notary: "contracts-before-2022",
    style: "plain",
  },
  UT: {
    code: "UT",
    name: "Utah",
    statute: "Utah Code § 38-1a-802",
    kinds: ["conditional-progress", "conditional-final"],
    notary: "none",
    style: "plain",
  },
  WY: {
    code: "WY",
    name: "Wyoming",
    statute: "Wyo. Stat. § 29-10-101",
    kinds: ALL,
    notary: "required",
    style: "plain",
  },
};

const US_STATES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

/** The two-letter code of a contract's site state, typed as a code or a name ("ga", "Georgia"); null if not a US state. */
export function usStateCode(typed: string | null | undefined): string | null {
  const t = (typed ?? "").trim();
  if (!t) return null;
  const upper = t.toUpperCase();
  if (US_STATES[upper]) return upper;
  const byName = Object.entries(US_STATES).find(([, name]) => name.toUpperCase() === upper);
  return byName?.[0] ?? null;
}

export const stateName = (code: string) => US_STATES[code] ?? code;

/**
 * The bell's reminder of an affidavit deadline (ADR 0210), stored in English; a Spanish reader's bell recognises it by
 * its pattern (schema/i18n/app/en/notification-texts.ts), the state and its statute's citation as the law writes them.
 */
export const deadlineMessage = (
  w: { state: string; deadlineOn: string | null; fields: { amount: string } },
  appNo: number,
  statute: string,
) =>
  `Application #${appNo}: if you have not been paid ${w.fields.amount}, ${stateName(w.state)} requires an affidavit of nonpayment by ${w.deadlineOn} (${statute}); after that the waiver stands as if you had been paid.`;

/** Whether a waiver in this state, on a contract of this date, must be notarized before it takes effect. */
export function notaryRequired(state: string, contractDate: string | null): boolean {
  const rule = STATUTORY_STATES[state]?.notary ?? "none";
  if (rule === "required") return true;
  // A Texas contract with no date recorded is treated as older: asking for a notary is the safe side.
  if (rule === "contracts-before-2022") return contractDate === null || contractDate < "2022-01-01";
  return false;
}

export type WaiverText =
  | { source: "statutory"; state: StatutoryState; text: StatutoryText }
  | { source: "pending"; state: StatutoryState }
  | { source: "company" };

/** Which text a waiver of this kind is made from in this state: the newest statutory version that applies. */
export function waiverTextFor(state: string, kind: LienWaiverKind, contractDate: string | null): WaiverText {
  const s = STATUTORY_STATES[state];
  if (!s?.kinds.includes(kind)) return { source: "company" };
  const date = contractDate ?? "";
  const text = STATUTORY_TEXTS.filter(
    (t) =>
      t.state === state &&
      t.kind === kind &&
      (!t.contractsFrom || date >= t.contractsFrom) &&
      (!t.contractsBefore || (date !== "" && date < t.contractsBefore)),
  ).sort((a, b) => b.version - a.version)[0];
  return text ? { source: "statutory", state: s, text } : { source: "pending", state: s };
}

/** The statutory text a waiver was made from, by its template key ("CA:conditional-final:v1"); null for others. */
export function statutoryTextByKey(key: string): StatutoryText | null {
  const [state, kind, v] = key.split(":");
  return STATUTORY_TEXTS.find((t) => t.state === state && t.kind === kind && `v${t.version}` === v) ?? null;
}

/** The date `days` after an ISO date (YYYY-MM-DD), in the calendar (no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The affidavit-of-nonpayment deadline of a waiver signed on `signedOn`, where the state sets one. */
export const affidavitDeadline = (state: string, signedOn: string) => {
  const days = STATUTORY_STATES[state]?.affidavitDays;
  return days ? addDays(signedOn, days) : null;
};

/** How many days before the deadline the contractor is reminded. */
export const DEADLINE_REMINDER_DAYS = 10;

/** The company's text until it writes its own: PayStage's plain wording, version 1 (never edited: add a version). */
export const DEFAULT_TEMPLATES: Record<LienWaiverKind, { version: number; body: string }> = {
  "conditional-progress": {
    version: 1,
    body: "Upon receipt by {{claimant}} of a payment of {{amount}} from {{customer}} for labor, services, equipment or materials furnished to the job at {{jobLocation}} (owner: {{owner}}), and once that payment has cleared, {{claimant}} waives and releases its lien, stop-payment notice and payment bond rights on this job for work through {{throughDate}}, to the extent of that payment. This waiver does not cover retainage, extra work not yet paid, or work after {{throughDate}}. Exceptions: {{exceptions}}.",
  },
  "unconditional-progress": {
    version: 1,
    body: "{{claimant}} has received a payment of {{amount}} from {{customer}} for labor, services, equipment or materials furnished to the job at {{jobLocation}} (owner: {{owner}}), and waives and releases its lien, stop-payment notice and payment bond rights on this job for work through {{throughDate}}, to the extent of that payment. This waiver does not cover retainage, extra work not yet paid, or work after {{throughDate}}. Exceptions: {{exceptions}}. NOTICE: this waiver takes effect without any further payment. Do not sign it unless you have been paid.",
  },
  "conditional-final": {
    version: 1,
    body: "Upon receipt by {{claimant}} of a final payment of {{amount}} from {{customer}} for all labor, services, equipment or materials furnished to the job at {{jobLocation}} (owner: {{owner}}), and once that payment has cleared, {{claimant}} waives and releases all its lien, stop-payment notice and payment bond rights on this job. Exceptions: {{exceptions}}.",
  },
  "unconditional-final": {
    version: 1,
    body: "{{claimant}} has been paid in full, including a final payment of {{amount}}, by {{customer}} for all labor, services, equipment or materials furnished to the job at {{jobLocation}} (owner: {{owner}}), and waives and releases all its lien, stop-payment notice and payment bond rights on this job. Exceptions: {{exceptions}}. NOTICE: this waiver takes effect without any further payment. Do not sign it unless you have been paid in full.",
  },
};

export const WAIVER_FIELDS = [
  "claimant",
  "customer",
  "owner",
  "jobLocation",
  "throughDate",
  "amount",
  "exceptions",
] as const;

/** The text with its fields filled in. Only {{field}} placeholders change; every other character stays as locked. */
export function fillWaiver(body: string, fields: Record<string, string | undefined>): string {
  return body.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(fields, name) ? (fields[name] ?? "") : whole,
  );
}
