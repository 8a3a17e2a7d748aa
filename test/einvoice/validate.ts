// Runs the official EN 16931 validation artefacts on a generated XML, in node: the CEN schematron (its XSLT,
// compiled once to SaxonJS's SEF and vendored gzipped in test/fixtures/einvoice) and the syntax's XSD (xmllint
// compiled to WebAssembly, so CI needs no system package). See test/fixtures/einvoice/README.md.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
// @ts-expect-error saxon-js ships no types; transform() is all this file uses.
import SaxonJS from "saxon-js";
import { validateXML } from "xmllint-wasm";

export type Syntax = "cii" | "ubl";

const FIXTURES = join(import.meta.dirname, "../fixtures/einvoice");

const sefs = new Map<Syntax, unknown>();
const schematronOf = (syntax: Syntax) => {
  const file = join(FIXTURES, syntax, `EN16931-${syntax.toUpperCase()}-validation.sef.json.gz`);
  if (!sefs.has(syntax)) sefs.set(syntax, JSON.parse(gunzipSync(readFileSync(file)).toString("utf8")));
  return sefs.get(syntax);
};

/** A failed schematron assertion: its rule id (BR-CO-15), where it failed and what it says. */
export type RuleFailure = { id: string; flag: string; location: string; text: string };

/** The fatal assertions the EN 16931 schematron raises on the XML (warnings are returned apart). */
export async function schematron(xml: string, syntax: Syntax) {
  const result = await SaxonJS.transform(
    { stylesheetInternal: schematronOf(syntax), sourceText: xml, destination: "serialized" },
    "async",
  );
  const svrl: string = result.principalResult;
  const failures: RuleFailure[] = [];
  for (const match of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
    const attrs = match[1] ?? "";
    const attr = (name: string) => attrs.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? "";
    const text = (match[2] ?? "").match(/<svrl:text>([\s\S]*?)<\/svrl:text>/)?.[1] ?? "";
    failures.push({ id: attr("id"), flag: attr("flag"), location: attr("location"), text: text.trim() });
  }
  return {
    errors: failures.filter((f) => f.flag !== "warning"),
    warnings: failures.filter((f) => f.flag === "warning"),
  };
}

const xsdFiles = (syntax: Syntax) => {
  const dir = join(FIXTURES, syntax, "xsd");
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".xsd"))
    .map((f) => ({
      // One flat in-memory folder: the UBL main document's "../common/" imports are pointed at it.
      fileName: f.split("/").pop() as string,
      contents: readFileSync(join(dir, f), "utf8").replaceAll('schemaLocation="../common/', 'schemaLocation="'),
    }));
};

const MAIN_XSD: Record<Syntax, string> = {
  cii: "CrossIndustryInvoice_100pD16B.xsd",
  ubl: "UBL-Invoice-2.1.xsd",
};

/** The XSD errors ("element X: ... This element is not expected"), empty when the XML is valid. */
export async function xsd(xml: string, syntax: Syntax) {
  const files = xsdFiles(syntax);
  const main = files.find((f) => f.fileName === MAIN_XSD[syntax]);
  const result = await validateXML({
    xml: [{ fileName: "invoice.xml", contents: xml }],
    schema: [main!],
    preload: files.filter((f) => f !== main),
  });
  return result.errors.map((e) => e.rawMessage);
}

/** Both checks, as one readable list: "BR-CO-15 at /rsm:...: text" or the XSD message. */
export async function validationProblems(xml: string, syntax: Syntax) {
  const [rules, schema] = await Promise.all([schematron(xml, syntax), xsd(xml, syntax)]);
  return [...schema, ...rules.errors.map((f) => `${f.id} at ${f.location}: ${f.text}`)];
}
