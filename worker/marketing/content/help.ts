// The help popover of the public pages that carry one (spec: every route except /, /features, /how-it-works,
// /pricing, /faq and /auth has the floating help button). Same shape as the app's per-route help.
export type MarketingHelp = { title: string; text: string; steps: { text: string; link?: string }[] };

const BLOG: MarketingHelp = {
  title: "The PayStage blog",
  text: "Short reads for trade contractors on billing in stages and getting paid on time.",
  steps: [
    { text: "Tap an article's title to read it." },
    { text: "Questions about the product? The FAQ answers the common ones.", link: "/faq" },
    { text: "Ready to try it? Start a 14-day free trial, no card needed.", link: "/auth" },
  ],
};

const SUPPORT: MarketingHelp = {
  title: "Getting help",
  text: "We answer every message within 2 hours. Phone support runs Mon-Fri 8AM-6PM EST.",
  steps: [
    { text: "Send the form on this page with your question; we reply by email." },
    { text: "Many answers are already in the FAQ.", link: "/faq" },
    { text: "Signed in? The ? button on each screen of the app explains that screen.", link: "/dashboard" },
  ],
};

/** The help for a public path, or null where the spec shows no help button. */
export function marketingHelpFor(path: string): MarketingHelp | null {
  if (path === "/blog" || path.startsWith("/blog/")) return BLOG;
  if (path === "/support") return SUPPORT;
  return null;
}
