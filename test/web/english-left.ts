// The English sentences of some app catalogues still on screen (issue 34): each English message whose Spanish
// differs, as the literal text around its arguments, looked for in the page's text, aria-labels, titles and
// placeholders. A Spanish screen shows none.
import { APP_CATALOGUES } from "#schema/i18n/app/all";

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function englishPieces(catalogues: string[]) {
  return [
    ...new Set(
      catalogues.flatMap((name) => {
        const { en, es } = APP_CATALOGUES[name]!;
        return (
          Object.keys(en)
            .filter((key) => en[key] !== es[key])
            .flatMap((key) => en[key]!.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/))
            .map((part) => part.trim())
            // A piece too short to be a sentence of its own would match Spanish or data by chance.
            .filter((part) => part.length >= 4 && /[a-z]{3}/i.test(part))
        );
      }),
    ),
  ];
}

/** What a person reads or hears in `root`: its text and every aria-label, title and placeholder. */
function shown(root: HTMLElement) {
  const attributes = [...root.querySelectorAll("[aria-label],[title],[placeholder]")].flatMap((el) =>
    ["aria-label", "title", "placeholder"].map((a) => el.getAttribute(a) ?? ""),
  );
  return [root.textContent ?? "", ...attributes].join("\n");
}

export function englishLeft(catalogues: string[], root: HTMLElement = document.body) {
  const text = shown(root);
  return englishPieces(catalogues).filter((piece) =>
    new RegExp(`(^|[^\\p{L}])${literal(piece)}(?![\\p{L}])`, "u").test(text),
  );
}
