// Types for scripts/boundaries.mjs (the boundary and cycle checker), so its tests are typed.
/** `to`: a file of the tree, or a package as `node_modules/<specifier>`; `names`: the values the import takes. */
export type ImportEdge = { to: string; typeOnly: boolean; names: string[] };
export type Violation = { from: string; to: string; reason: string };
export type Rule = (from: string, to: string, typeOnly: boolean, names: string[]) => string | null;
export function importsOf(text: string): { specifier: string; typeOnly: boolean; names: string[] }[];
export function resolveImport(fromFile: string, specifier: string, exists: (file: string) => boolean): string | null;
export function packageTarget(specifier: string): string | null;
export function buildGraph(files: Record<string, string>): Map<string, ImportEdge[]>;
export function findCycles(graph: Map<string, ImportEdge[]>): string[][];
export const RULES: Rule[];
export function checkBoundaries(
  files: Record<string, string>,
  rules?: Rule[],
): { violations: Violation[]; cycles: string[][] };
export function readTree(root: string, dirs?: string[]): Record<string, string>;
/** A formatting rule: what it finds (a global regex), an optional second look at the text found, and why it refuses. */
export type FormattingRule = { pattern: RegExp; test?: (text: string) => boolean; reason: string };
/** A finding the rules may make, allowed in `file` for `reason`. */
export type FormattingException = { file: string; text: string; reason: string };
export type FormattingFinding = { file: string; line: number; text: string; reason: string };
export const FORMATTING_RULES: FormattingRule[];
export function checkFormatting(
  files: Record<string, string>,
  rules?: FormattingRule[],
  allowed?: FormattingException[],
): FormattingFinding[];
