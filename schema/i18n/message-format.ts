// A small ICU MessageFormat subset (ADR 0174): `{name}` and `{count, plural, =0 {...} one {# ...} other {...}}`, with
// CLDR plural categories from Intl.PluralRules and `#` as the count in the locale's digits. Apostrophes are plain
// text (French writes "l'approbation"); no catalogue needs a literal brace. The types read a message's arguments from
// its text, so a call that misses one, or a translation whose arguments differ from the English, fails typecheck.

/** The CLDR categories and exact matches a plural branch may name. */
type Selector = "zero" | "one" | "two" | "few" | "many" | "other" | `=${number}`;
type Blank = " " | "\n" | "\t";
type Trim<S extends string> = S extends `${Blank}${infer R}` ? Trim<R> : S extends `${infer R}${Blank}` ? Trim<R> : S;
type IsName<S extends string> = S extends ""
  ? false
  : S extends `${string}${Blank | "#" | "{" | "}" | ","}${string}`
    ? false
    : true;
type EndsWithSelector<S extends string> =
  Trim<S> extends `${string}${Blank | "}"}${Selector}` | Selector ? true : false;

/** The names a message's `{name}` and `{name, plural, ...}` arguments use, plural ones marked. */
type Scan<
  S extends string,
  Plain extends string = never,
  Counted extends string = never,
> = S extends `${infer Pre}{${infer Rest}`
  ? EndsWithSelector<Pre> extends true
    ? Scan<Rest, Plain, Counted>
    : Rest extends `${infer Name},${infer After}`
      ? IsName<Trim<Name>> extends true
        ? Trim<After> extends `plural,${string}`
          ? Scan<After, Plain, Counted | Trim<Name>>
          : Scan<After, Plain | Trim<Name>, Counted>
        : ScanPlain<Rest, Plain, Counted>
      : ScanPlain<Rest, Plain, Counted>
  : { plain: Plain; counted: Counted };
type ScanPlain<
  Rest extends string,
  Plain extends string,
  Counted extends string,
> = Rest extends `${infer Name}}${infer After}`
  ? IsName<Trim<Name>> extends true
    ? Scan<After, Plain | Trim<Name>, Counted>
    : Scan<Rest, Plain, Counted>
  : { plain: Plain; counted: Counted };

/** What a message needs: a number for each plural argument, text or a number for the rest. */
export type MessageArgs<S extends string> =
  Scan<S> extends { plain: infer P extends string; counted: infer C extends string }
    ? { [K in P | C]: K extends C ? number : string | number }
    : never;
/** Every argument name a message uses, for comparing a translation with its English. */
export type ArgNames<S extends string> = keyof MessageArgs<S>;

import { formatCountIn } from "../rules/locale-formats";

type Node = string | { arg: string } | { arg: string; branches: Record<string, Node[]> } | { count: true };

const parsed = new Map<string, Node[]>();

/** Reads `text` from `i` until the closing brace at this depth (or the end), as a list of nodes. */
function parse(text: string, start: number, inPlural: boolean): [Node[], number] {
  const nodes: Node[] = [];
  let buf = "";
  let i = start;
  const flush = () => {
    if (buf) nodes.push(buf);
    buf = "";
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === "}") break;
    if (c === "#" && inPlural) {
      flush();
      nodes.push({ count: true });
      i++;
      continue;
    }
    if (c !== "{") {
      buf += c;
      i++;
      continue;
    }
    flush();
    const close = text.indexOf("}", i);
    const comma = text.indexOf(",", i);
    if (comma === -1 || comma > close) {
      nodes.push({ arg: text.slice(i + 1, close).trim() });
      i = close + 1;
      continue;
    }
    const arg = text.slice(i + 1, comma).trim();
    const kindEnd = text.indexOf(",", comma + 1);
    const kind = text.slice(comma + 1, kindEnd).trim();
    if (kind !== "plural") throw new SyntaxError(`Unsupported argument type "${kind}" in: ${text}`);
    const branches: Record<string, Node[]> = {};
    i = kindEnd + 1;
    for (;;) {
      while (/\s/.test(text[i] ?? "")) i++;
      if (text[i] === "}" || i >= text.length) break;
      const open = text.indexOf("{", i);
      const selector = text.slice(i, open).trim();
      const [body, end] = parse(text, open + 1, true);
      branches[selector] = body;
      i = end + 1;
    }
    if (!branches.other) throw new SyntaxError(`A plural needs an "other" branch: ${text}`);
    nodes.push({ arg, branches });
    i++;
  }
  flush();
  return [nodes, i];
}

const nodesOf = (message: string) => {
  let nodes = parsed.get(message);
  if (!nodes) {
    nodes = parse(message, 0, false)[0];
    parsed.set(message, nodes);
  }
  return nodes;
};

const pluralRules = new Map<string, Intl.PluralRules>();
const cached = <T>(map: Map<string, T>, locale: string, make: () => T) => {
  let value = map.get(locale);
  if (value === undefined) {
    value = make();
    map.set(locale, value);
  }
  return value;
};

function render(nodes: Node[], args: Record<string, string | number>, locale: string, count?: number): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") out += node;
    else if ("count" in node) out += formatCountIn(count ?? 0, locale);
    else if ("branches" in node) {
      const n = Number(args[node.arg]);
      const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(n);
      const branch = node.branches[`=${n}`] ?? node.branches[category] ?? node.branches.other!;
      out += render(branch, args, locale, n);
    } else out += String(args[node.arg]);
  }
  return out;
}

/** A message with its arguments filled in; `locale` picks the plural category and writes `#`. */
export function formatMessage(message: string, args: Record<string, string | number>, locale: string): string {
  return render(nodesOf(message), args, locale);
}

/** The argument names a message uses, read at run time (the catalogue test compares them across languages). */
export function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (typeof node === "string" || "count" in node) continue;
      names.add(node.arg);
      if ("branches" in node) for (const b of Object.values(node.branches)) walk(b);
    }
  };
  walk(nodesOf(message));
  return [...names].sort();
}
