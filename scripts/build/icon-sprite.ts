// The app's lucide icons as one SVG sprite (ADR 0130).
//
// Imported from "lucide-react", each icon became a chunk of its own (about 38 per screen, each a request); bundled
// into one module, the path data of every icon rode along with every screen. Here the client build resolves
// "lucide-react" to a small generated module instead: one component per icon the app names, each drawing
// `<svg><use href="/assets/icons-HASH.svg#name"/></svg>`, and the path data lives in that sprite file, fetched once
// as an image and cached for good (its name changes with its content). Import sites are unchanged, and the
// components take the props the app uses (size, color, strokeWidth, className, aria-*; children such as <title>).

import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

const VIRTUAL = "\0paystage-icons";
/** The drawing function alone, for the modules that define their own icons (`iconsWhereUsed`). */
const BASE = "\0paystage-icon-base";
const LUCIDE = "node_modules/lucide-react/dist/esm";
const DEV_URL = "/@paystage/icons.svg";

type IconNode = [string, Record<string, string>][];

/** Every name imported from "lucide-react" by a file under web/ (type-only names are skipped later). */
export function importedIconNames(root = "web"): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = readFileSync(path, "utf8");
        for (const m of source.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
          if (m[1]) continue;
          for (const part of (m[2] ?? "").split(",")) {
            const spec = part.trim();
            if (!spec || spec.startsWith("type ")) continue;
            names.add(spec.split(/\s+as\s+/)[0]?.trim() ?? spec);
          }
        }
      }
    }
  };
  walk(root);
  return [...names].sort();
}

/** Export name -> icon file, from lucide-react's own index. */
function lucideIndex(): Map<string, string> {
  const index = new Map<string, string>();
  const source = readFileSync(join(LUCIDE, "lucide-react.mjs"), "utf8");
  for (const m of source.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g))
    for (const alias of (m[1] ?? "").matchAll(/default as (\w+)/g)) if (alias[1] && m[2]) index.set(alias[1], m[2]);
  return index;
}

const escapeAttr = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The sprite (one <symbol> per icon) and the module that draws them. */
export async function buildIcons(names: string[]) {
  const index = lucideIndex();
  const used = new Map<string, string>(); // export name -> icon id
  const symbols: string[] = [];
  for (const name of names) {
    const id = index.get(name);
    if (!id) continue; // a type (LucideIcon) or a helper the app does not use
    used.set(name, id);
    if (symbols.some((s) => s.includes(`id="${id}"`))) continue;
    const mod = (await import(pathToFileURL(join(process.cwd(), LUCIDE, "icons", `${id}.mjs`)).href)) as {
      __iconData: { node: IconNode };
    };
    const shapes = mod.__iconData.node
      .map(([tag, attrs]) => {
        const list = Object.entries(attrs)
          .filter(([k]) => k !== "key")
          .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
          .join("");
        return `<${tag}${list}/>`;
      })
      .join("");
    symbols.push(`<symbol id="${id}" viewBox="0 0 24 24">${shapes}</symbol>`);
  }
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
  const base = (spriteUrl: string) =>
    [
      `import { createElement, forwardRef } from "react";`,
      `const sprite = ${spriteUrl};`,
      // lucide's rule: an icon with no accessible name, title or children is hidden from assistive technology.
      `const named = (p) => Object.keys(p).some((k) => (k.startsWith("aria-") || k === "role" || k === "title") && p[k] != null);`,
      `const icon = (id) => forwardRef(({ size = 24, color = "currentColor", strokeWidth = 2, absoluteStrokeWidth, className = "", children, ...rest }, ref) =>`,
      `  createElement("svg", { ref, xmlns: "http://www.w3.org/2000/svg", width: rest.width ?? size, height: rest.height ?? size, viewBox: "0 0 24 24", fill: "none", stroke: color,`,
      `    strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth, strokeLinecap: "round", strokeLinejoin: "round",`,
      `    className: ("lucide lucide-" + id + " " + className).trim(), ...(children || named(rest) ? {} : { "aria-hidden": "true" }), ...rest },`,
      `    createElement("use", { href: sprite + "#" + id }), children));`,
    ].join("\n");
  const module = (spriteUrl: string) =>
    [
      base(spriteUrl),
      ...[...used].map(([name, id]) => `export const ${name} = /* @__PURE__ */ icon(${JSON.stringify(id)});`),
    ].join("\n");
  return {
    sprite,
    module,
    base: (spriteUrl: string) => `${base(spriteUrl)}\nexport { icon };`,
    used,
    count: symbols.length,
  };
}

const LUCIDE_IMPORT = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/**
 * A module's own icons, defined where it imports them: `import { Plus as Add } from "lucide-react"` becomes
 * `const Add = icon("plus")` with `icon` from the drawing module. One module naming every icon the app uses sat in the
 * entry's chunk, so every screen carried every icon's definition (about 80, 0.6 KB gzip); now a screen carries its
 * own (ADR 0238). A name that is not an icon (a type) stays on an import of "lucide-react".
 */
export function iconsWhereUsed(source: string, used: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const out = source.replace(LUCIDE_IMPORT, (whole, typeOnly: string | undefined, list: string) => {
    if (typeOnly) return whole;
    const kept: string[] = [];
    const defined: string[] = [];
    for (const part of list.split(",")) {
      const spec = part.trim();
      if (!spec) continue;
      const [name = spec, local = name] = spec.split(/\s+as\s+/).map((s) => s.trim());
      const id = used.get(name);
      if (spec.startsWith("type ") || !id) kept.push(spec);
      else defined.push(`const ${local} = /* @__PURE__ */ icon(${JSON.stringify(id)});`);
    }
    if (defined.length === 0) return whole;
    changed = true;
    return [
      `import { icon } from ${JSON.stringify(BASE)};`,
      ...(kept.length ? [`import { ${kept.join(", ")} } from "lucide-react";`] : []),
      ...defined,
    ].join(" ");
  });
  return changed ? out : null;
}

export function iconSprite(): Plugin {
  let built: Awaited<ReturnType<typeof buildIcons>> | undefined;
  /** The sprite emitted once per build, whichever of the two modules loads first. */
  let spriteRef: string | undefined;
  let dev = false;
  const icons = async () => {
    built ??= await buildIcons(importedIconNames());
    return built;
  };
  return {
    name: "paystage:icon-sprite",
    enforce: "pre",
    applyToEnvironment: (env) => env.name === "client",
    buildStart() {
      // Read again per build; a new icon in dev needs a restart of the dev server.
      built = undefined;
      spriteRef = undefined;
    },
    configResolved(config) {
      dev = config.command === "serve" && !config.isProduction;
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, async (_req, res) => {
        res.setHeader("Content-Type", "image/svg+xml");
        res.end((await icons()).sprite);
      });
    },
    resolveId(id, importer) {
      if (id === BASE) return BASE;
      // The app's own imports only: a dependency that uses lucide keeps the real package.
      if (id === "lucide-react" && importer && !importer.includes("node_modules")) return VIRTUAL;
    },
    async transform(code, id) {
      if (dev || id.includes("node_modules") || !/[\\/]web[\\/].*\.tsx?$/.test(id) || !code.includes("lucide-react"))
        return;
      const out = iconsWhereUsed(code, (await icons()).used);
      return out === null ? undefined : { code: out, map: null };
    },
    async load(id) {
      if (id !== VIRTUAL && id !== BASE) return;
      const { sprite, module, base } = await icons();
      const write = id === BASE ? base : module;
      if (dev) return write(JSON.stringify(DEV_URL));
      const hash = createHash("sha256").update(sprite).digest("base64url").slice(0, 8);
      spriteRef ??= this.emitFile({ type: "asset", fileName: `assets/icons-${hash}.svg`, source: sprite });
      return write(`import.meta.ROLLUP_FILE_URL_${spriteRef}`);
    },
  };
}
