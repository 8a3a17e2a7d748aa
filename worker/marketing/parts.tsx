/** @jsxImportSource hono/jsx */
// Pieces several marketing pages share: the sign-up button, section headings and the closing call to action.
import type { Child } from "hono/jsx";
import { TRIAL_DAYS } from "#schema/contracts/plans";
import { Icon } from "./icons";

/** "Get Started Free" for visitors; a signed-in contractor goes straight back to work. */
export const StartButton = ({
  signedIn,
  class: className = "btn btn-accent",
}: {
  signedIn: boolean;
  class?: string;
}) =>
  signedIn ? (
    <a class={className} href="/dashboard">
      Go to Dashboard
    </a>
  ) : (
    <a class={className} href="/auth">
      Get Started Free
    </a>
  );

export const TrialNote = () => (
  <p class="note">
    <Icon name="check" size={18} />
    {TRIAL_DAYS}-day free trial of the Professional Package. No credit card.
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

export const CtaBand = ({
  signedIn,
  title,
  text,
  secondary,
}: {
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
        <StartButton signedIn={signedIn} />
        {secondary && (
          <a class="btn btn-light" href={secondary.href}>
            {secondary.label}
          </a>
        )}
      </div>
    </div>
  </section>
);
