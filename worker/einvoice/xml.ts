// A few lines of XML writing for the e-invoice syntaxes: elements with escaped text and attributes, and absent parts
// (null, undefined, false) left out, so an optional business term is simply not written.

export type XmlNode = string | null | undefined | false;

const escaped = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);

/** `<name attrs>text</name>`, or nothing when the text is absent or empty. */
export function leaf(name: string, text: string | number | null | undefined, attrs: Record<string, string> = {}) {
  if (text === null || text === undefined || text === "") return null;
  const attributes = Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${escaped(value)}"`)
    .join("");
  return `<${name}${attributes}>${escaped(String(text))}</${name}>`;
}

/** `<name attrs>children</name>`, or nothing when every child is absent. */
export function node(name: string, children: XmlNode[], attrs: Record<string, string> = {}) {
  const inner = children.filter((c): c is string => typeof c === "string" && c !== "").join("");
  if (inner === "") return null;
  const attributes = Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${escaped(value)}"`)
    .join("");
  return `<${name}${attributes}>${inner}</${name}>`;
}

/** The whole document with its declaration. */
export const document = (root: XmlNode) => `<?xml version="1.0" encoding="UTF-8"?>\n${root ?? ""}\n`;
