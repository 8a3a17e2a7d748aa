// The statutory lien waiver texts PayStage carries (issue 37, ADR 0215-0216). Each is the statute's own words, as a
// copy of the statute prints them, taken on the date recorded beside it; never a vendor's template, never our
// rewording. A text is locked: its words are `statute`, and `body` differs only where a blank is filled: a {{slot}}
// after a field's label, or in place of the statute's own instruction for the blank ("(insert date)"). A published
// version is never edited (its SHA-256 is pinned here and checked by the tests); a change in the law is a new
// version. States and kinds not here keep the company's text with a plain warning (ADR 0208): see ADR 0215 for what
// could not be retrieved from a statute copy.
import type { LienWaiverKind } from "./lien-waiver-kinds";

/** The names a statutory text's slots may use; the service fills each from the waiver and its signing. */
export const STATUTORY_SLOTS = [
  "claimant",
  "customer",
  "jobLocation",
  "owner",
  "makerOfCheck",
  "amountFigure",
  "checkPayableTo",
  "disputedExtras",
  "signature",
  "signerTitle",
  "signedOn",
  "signedMonthDay",
  "signedYear",
  "throughDate",
] as const;
export type StatutorySlot = (typeof STATUTORY_SLOTS)[number];

export type StatutoryText = {
  state: string;
  kind: LienWaiverKind;
  /** Counted per state and kind from 1; a published version is never edited. */
  version: number;
  /** The contract dates it applies to (Texas changed its forms for contracts from 2022-01-01); open when unset. */
  contractsFrom?: string;
  contractsBefore?: string;
  /** The section that prescribes this form. */
  citation: string;
  /** Where the words were read, and when (a copy of the statute, not a vendor's form). */
  source: { url: string; readOn: string };
  /** The statute's words, one line per line of the form (line breaks are layout; the words are the statute's). */
  statute: string;
  /** `statute` with a {{slot}} after each field's label: what a waiver stores, hashes and fills. */
  body: string;
  /** SHA-256 of `body`, pinned: a test fails if a published text changes. */
  sha256: string;
  /** Lines the statute says must be in type at least as large as the largest type in the form (CA 8138). */
  noticeAsLargeAsLargest?: boolean;
};

/** The blanks' own instructions in a statute's text ("(insert date)"): a filled form shows the value instead. */
export const BLANK_INSTRUCTION = /\((?:insert [^)]*|description of property|year)\)/g;

/**
 * The statute's text with its blanks filled by slots: each `[find, replace]` names a fragment that occurs exactly
 * once and what stands there in the body ("(insert date)" -> "{{throughDate}}").
 */
function fillBlanks(statute: string, blanks: [string, string][]): string {
  let body = statute;
  for (const [find, replace] of blanks) {
    if (body.split(find).length !== 2) throw new Error(`Statutory text must hold "${find}" exactly once`);
    body = body.replace(find, replace);
  }
  return body;
}

/** The statute's text with a slot after each listed label line ("Owner:" -> "Owner: {{owner}}"). */
function withSlots(statute: string, slots: Record<string, StatutorySlot>): string {
  const seen = new Set<string>();
  const body = statute
    .split("\n")
    .map((line) => {
      const slot = slots[line];
      if (!slot) return line;
      seen.add(line);
      // "$" labels take the figure straight after the sign, as a person fills the blank.
      return line.endsWith("$") ? `${line}{{${slot}}}` : `${line} {{${slot}}}`;
    })
    .join("\n");
  const missing = Object.keys(slots).filter((l) => !seen.has(l));
  if (missing.length) throw new Error(`Statutory text has no line ${missing.join(", ")}`);
  return body;
}

// California, Civil Code §§ 8132-8138. The four forms share their identifying block; each is copied whole below from
// the copy it was read in, including that copy's apostrophes.
const CA_IDENTIFYING: Record<string, StatutorySlot> = {
  "Name of Claimant:": "claimant",
  "Name of Customer:": "customer",
  "Job Location:": "jobLocation",
  "Owner:": "owner",
};

const CA_8136 = `CONDITIONAL WAIVER AND RELEASE ON FINAL PAYMENT
NOTICE: THIS DOCUMENT WAIVES THE CLAIMANT’S LIEN, STOP PAYMENT NOTICE, AND PAYMENT BOND RIGHTS EFFECTIVE ON RECEIPT OF PAYMENT. A PERSON SHOULD NOT RELY ON THIS DOCUMENT UNLESS SATISFIED THAT THE CLAIMANT HAS RECEIVED PAYMENT.
Identifying Information
Name of Claimant:
Name of Customer:
Job Location:
Owner:
Conditional Waiver and Release
This document waives and releases lien, stop payment notice, and payment bond rights the claimant has for labor and service provided, and equipment and material delivered, to the customer on this job. Rights based upon labor or service provided, or equipment or material delivered, pursuant to a written change order that has been fully executed by the parties prior to the date that this document is signed by the claimant, are waived and released by this document, unless listed as an Exception below. This document is effective only on the claimant’s receipt of payment from the financial institution on which the following check is drawn:
Maker of Check:
Amount of Check: $
Check Payable to:
Exceptions
This document does not affect any of the following:
Disputed claims for extras in the amount of: $
Signature
Claimant’s Signature:
Claimant’s Title:
Date of Signature:`;

const CA_8138 = `UNCONDITIONAL WAIVER AND RELEASE ON FINAL PAYMENT
NOTICE TO CLAIMANT: THIS DOCUMENT WAIVES AND RELEASES LIEN, STOP PAYMENT NOTICE, AND PAYMENT BOND RIGHTS UNCONDITIONALLY AND STATES THAT YOU HAVE BEEN PAID FOR GIVING UP THOSE RIGHTS. THIS DOCUMENT IS ENFORCEABLE AGAINST YOU IF YOU SIGN IT, EVEN IF YOU HAVE NOT BEEN PAID. IF YOU HAVE NOT BEEN PAID, USE A CONDITIONAL WAIVER AND RELEASE FORM.
Identifying Information
Name of Claimant:
Name of Customer:
Job Location:
Owner:
Unconditional Waiver and Release
This document waives and releases lien, stop payment notice, and payment bond rights the claimant has for all labor and service provided, and equipment and material delivered, to the customer on this job. Rights based upon labor or service provided, or equipment or material delivered, pursuant to a written change order that has been fully executed by the parties prior to the date that this document is signed by the claimant, are waived and released by this document, unless listed as an Exception below. The claimant has been paid in full.
Exceptions
This document does not affect the following:
Disputed claims for extras in the amount of: $
Signature
Claimant's Signature:
Claimant's Title:
Date of Signature:`;

// Florida, Fla. Stat. § 713.20(4): the progress payment form. It takes effect when signed (the statute's (7) allows
// conditioning a waiver on a check's payment, with words PayStage does not carry), so it is the unconditional kind.
// The copy read runs the two title lines together ("LIENUPON"); the line break is restored, no word changed.
const FL_713_20_4 = `WAIVER AND RELEASE OF LIEN
UPON PROGRESS PAYMENT
The undersigned lienor, in consideration of the sum of $ , hereby waives and releases its lien and right to claim a lien for labor, services, or materials furnished through (insert date) to (insert the name of your customer) on the job of (insert the name of the owner) to the following property:
(description of property)
This waiver and release does not cover any retention or labor, services, or materials furnished after the date specified.
DATED on , (year) . (Lienor)
By:`;

export const STATUTORY_TEXTS: readonly StatutoryText[] = [
  {
    state: "CA",
    kind: "conditional-final",
    version: 1,
    citation: "Cal. Civ. Code § 8136",
    source: { url: "https://california.public.law/codes/ca_civ_code_section_8136", readOn: "2026-11-28" },
    statute: CA_8136,
    body: withSlots(CA_8136, {
      ...CA_IDENTIFYING,
      "Maker of Check:": "makerOfCheck",
      "Amount of Check: $": "amountFigure",
      "Check Payable to:": "checkPayableTo",
      "Disputed claims for extras in the amount of: $": "disputedExtras",
      "Claimant’s Signature:": "signature",
      "Claimant’s Title:": "signerTitle",
      "Date of Signature:": "signedOn",
    }),
    sha256: "1e29789abd3056f6059abe0af2e67dec08872fed49b493fb0c6cf52b43ffb126",
  },
  {
    state: "CA",
    kind: "unconditional-final",
    version: 1,
    citation: "Cal. Civ. Code § 8138",
    source: {
      url: "https://d1tvxue8o4w0fl.cloudfront.net/statute/california-codes/california-civil-code/division-4-general-provisions/part-6-works-of-improvement/title-1-works-of-improvement-generally/chapter-3-waiver-and-release/section-8138-unconditional-waiver-and-release-on-final-payment",
      readOn: "2026-11-28",
    },
    statute: CA_8138,
    body: withSlots(CA_8138, {
      ...CA_IDENTIFYING,
      "Disputed claims for extras in the amount of: $": "disputedExtras",
      "Claimant's Signature:": "signature",
      "Claimant's Title:": "signerTitle",
      "Date of Signature:": "signedOn",
    }),
    sha256: "ca007e293136cb3362ee286adc9503eba48304b2213630fac4b6fb5bba46344e",
    noticeAsLargeAsLargest: true,
  },
  {
    state: "FL",
    kind: "unconditional-progress",
    version: 1,
    citation: "Fla. Stat. § 713.20(4)",
    source: {
      url: "https://www.legalfix.com/statutes/state-codes/florida/title-xl/chapter-713/part-i/section-713-20",
      readOn: "2026-11-28",
    },
    statute: FL_713_20_4,
    body: fillBlanks(FL_713_20_4, [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: "$" is the form's dollar sign, before a {{slot}}.
      ["the sum of $ ,", "the sum of ${{amountFigure}},"],
      ["through (insert date) to", "through {{throughDate}} to"],
      ["to (insert the name of your customer) on", "to {{customer}} on"],
      ["of (insert the name of the owner) to", "of {{owner}} to"],
      ["\n(description of property)\n", "\n{{jobLocation}}\n"],
      ["DATED on , (year) . (Lienor)", "DATED on {{signedMonthDay}}, {{signedYear}}. {{claimant}} (Lienor)"],
      ["\nBy:", "\nBy: {{signature}}"],
    ]),
    sha256: "cdf965af44da9ee2b4f62d8a5d2133c3667c9c4c081d81ca52961418fd0ea2c7",
  },
];
