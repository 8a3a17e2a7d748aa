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
  const module = (spriteUrl: string) =>
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
      ...[...used].map(([name, id]) => `export const ${name} = /* @__PURE__ */ icon(${JSON.stringify(id)});`),
    ].join("\n");
  return { sprite, module, count: symbols.length };
}

export function iconSprite(): Plugin {
  let built: Awaited<ReturnType<typeof buildIcons>> | undefined;
  let dev = false;
  const icons = async () => {
    built ??= await buildIcons(importedIconNames());
    return built;
  };
  return {
    name: "paystage:icon-sprite",
    enforce: "pre",
    applyToEnvironment: (env) => env.name === "client",
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
      // The app's own imports only: a dependency that uses lucide keeps the real package.
      if (id === "lucide-react" && importer && !importer.includes("node_modules")) return VIRTUAL;
    },
    async load(id) {
      if (id !== VIRTUAL) return;
      // The module is rebuilt per build; a new icon in dev needs a restart of the dev server.
      built = undefined;
      const { sprite, module } = await icons();
      if (dev) return module(JSON.stringify(DEV_URL));
      const hash = createHash("sha256").update(sprite).digest("base64url").slice(0, 8);
      const ref = this.emitFile({ type: "asset", fileName: `assets/icons-${hash}.svg`, source: sprite });
      return module(`import.meta.ROLLUP_FILE_URL_${ref}`);
    },
  };
}
