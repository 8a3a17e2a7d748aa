/** @jsxImportSource hono/jsx */
// Pieces several marketing pages share: the sign-up button, section headings and the closing call to action.
import type { Child } from "hono/jsx";
import { TRIAL_DAYS } from "#schema/contracts/plans";
import type { MarketingWords } from "#schema/i18n/marketing";
import { Icon } from "./icons";
import { hrefIn, linksOutOf } from "./languages";

/** "Get Started Free" for visitors; a signed-in contractor goes straight back to work. */
export const StartButton = ({
  w,
  signedIn,
  class: className = "btn btn-accent",
}: {
  w: MarketingWords;
  signedIn: boolean;
  class?: string;
}) =>
  signedIn ? (
    <a class={className} href="/dashboard">
      {w.t("goToDashboard")}
    </a>
  ) : (
    <a class={className} href="/auth">
      {w.t("getStartedFree")}
    </a>
  );

export const TrialNote = ({ w }: { w: MarketingWords }) => (
  <p class="note">
    <Icon name="check" size={18} />
    {w.t("trialNote", { days: TRIAL_DAYS })}
  </p>
);

export const SectionHead = ({
  id,
  eyebrow,
  title,
  lead,
  center = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: Child;
  center?: boolean;
}) => (
  <div class={center ? "section-head center" : "section-head"}>
    {eyebrow && <p class="eyebrow">{eyebrow}</p>}
    <h2 id={id}>{title}</h2>
    {lead && <p class="lead">{lead}</p>}
  </div>
);

/** A link to a page of this site from a page in `w`'s language: that language's version when there is one. */
export const PageLink = ({
  w,
  href,
  class: className,
  current,
  children,
}: {
  w: MarketingWords;
  href: string;
  class?: string;
  current?: "page";
  children: Child;
}) => {
  const to = hrefIn(w.lang, href);
  return (
    <a class={className} href={to} hreflang={linksOutOf(w.lang, to) ? "en" : undefined} aria-current={current}>
      {children}
    </a>
  );
};

export const CtaBand = ({
  w,
  signedIn,
  title,
  text,
  secondary,
}: {
  w: MarketingWords;
  signedIn: boolean;
  title: string;
  text: string;
  secondary?: { href: string; label: string };
}) => (
  <section class="section section-brand center" aria-labelledby="cta-title">
    <div class="wrap narrow">
      <h2 id="cta-title">{title}</h2>
      <p class="lead">{text}</p>
      <div class="actions">
        <StartButton w={w} signedIn={signedIn} />
        {secondary && (
          <PageLink w={w} class="btn btn-light" href={secondary.href}>
            {secondary.label}
          </PageLink>
        )}
      </div>
    </div>
  </section>
);
