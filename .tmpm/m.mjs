import { build } from "vite";
import { gzipSync } from "node:zlib";
for (const f of process.argv.slice(2)) {
  const r = await build({ configFile: false, logLevel: "silent", define: { "process.env.NODE_ENV": '"production"' },
    build: { write: false, minify: true, rolldownOptions: { input: `.tmpm/${f}.jsx`, external: f === "d" ? [] : ["react", "react-dom", "react/jsx-runtime", "react-dom/client"], preserveEntrySignatures: "exports-only" } } });
  const out = (Array.isArray(r) ? r[0] : r).output;
  const code = out.filter((c) => c.type === "chunk").map((c) => c.code).join("\n");
  console.log(f, (gzipSync(code, { level: 9 }).length / 1024).toFixed(1), "KiB gz");
}
