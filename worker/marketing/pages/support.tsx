/** @jsxImportSource hono/jsx */
// Support: six ways to get help, the contact form (works without JavaScript; the island adds in-place sending), four FAQs.
import {
  SUPPORT_FAILED_FALLBACK,
  SUPPORT_FAILED_TITLE,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_SENT_TEXT,
  SUPPORT_SENT_TITLE,
} from "#schema/contracts/support";
import { faqItem, SUPPORT_FAQ_IDS } from "../content/faq";
import { Icon, type IconName } from "../icons";
import type { PageContext, PageMeta } from "../layout";
import { FaqEntry } from "./faq";

export const supportMeta: PageMeta = {
  title: "Support",
  description:
    "Get help with PayStage from a person who knows contractor billing. We reply within 2 hours, Monday to Friday, 8AM to 6PM EST.",
  path: "/support",
};

export type SupportFields = { name: string; email: string; subject: string; message: string };
export type SupportFormState = {
  values: SupportFields;
  errors: Partial<Record<keyof SupportFields, string>>;
  /** A failure that is not about one field (rate limit, server trouble). */
  formError?: string;
  sent: boolean;
};

export const emptySupportForm = (subject = ""): SupportFormState => ({
  values: { name: "", email: "", subject, message: "" },
  errors: {},
  sent: false,
});

const options = (inbox: string): { icon: IconName; title: string; text: string; href: string; action: string }[] => [
  {
    icon: "message-circle",
    title: "Chat with a person",
    text: "No bots. Write to us with the form below and someone who knows contractor billing replies within 2 hours.",
    href: "#contact",
    action: "Start a conversation",
  },
  {
    icon: "mail",
    title: "Email",
    text: `Write to ${inbox} from your own email app. Same team, same 2-hour reply on business days.`,
    href: `mailto:${inbox}`,
    action: "Send an email",
  },
  {
    icon: "phone",
    title: "Phone",
    text: "Monday to Friday, 8AM to 6PM EST. Ask for a call back and include your number; we call within 2 hours.",
    href: "/support?subject=Please%20call%20me%20back#contact",
    action: "Request a call back",
  },
  {
    icon: "book-open",
    title: "Documentation",
    text: "Answers on getting started, billing, client approvals, reminders and plans.",
    href: "/faq",
    action: "Read the FAQ",
  },
  {
    icon: "circle-play",
    title: "Video walkthrough",
    text: "A live screen share that sets up your own first project with you, booked at a time that suits you.",
    href: "/support?subject=Book%20a%20video%20walkthrough#contact",
    action: "Book a walkthrough",
  },
  {
    icon: "users",
    title: "Contractor tips",
    text: "Field-tested advice on progress billing, job-site photos and collections from the PayStage blog.",
    href: "/blog",
    action: "Read the blog",
  },
];

function Field({
  id,
  label,
  state,
  type = "text",
  autocomplete,
  hint,
}: {
  id: keyof SupportFields;
  label: string;
  state: SupportFormState;
  type?: "text" | "email" | "textarea";
  autocomplete?: string;
  hint?: string;
}) {
  const error = state.errors[id];
  const inputId = `support-${id}`;
  const describedBy = [hint ? `${inputId}-hint` : null, `${inputId}-error`].filter(Boolean).join(" ");
  const common = {
    class: "input",
    id: inputId,
    name: id,
    "aria-invalid": error ? "true" : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div class="field">
      <label for={inputId}>{label}</label>
      {type === "textarea" ? (
        <textarea {...common} rows={6}>
          {state.values[id]}
        </textarea>
      ) : (
        <input {...common} type={type} value={state.values[id]} autocomplete={autocomplete} />
      )}
      {hint && (
        <p class="hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      <p class="error" id={`${inputId}-error`} data-error-for={id} hidden={!error}>
        {error ?? ""}
      </p>
    </div>
  );
}

function ContactForm({ state }: { state: SupportFormState }) {
  return (
    <div class="panel" id="contact" data-island="support" data-fallback={SUPPORT_FAILED_FALLBACK} tabindex={-1}>
      <div data-support-form hidden={state.sent}>
        <h2>Send us a message</h2>
        <p class="muted">We reply by email within 2 hours, Monday to Friday, 8AM to 6PM EST.</p>
        <div class="alert" role="alert" data-support-alert hidden={!state.formError}>
          <strong>{SUPPORT_FAILED_TITLE}</strong>
          <span data-support-alert-text>{state.formError ?? ""}</span>
        </div>
        <form method="post" action="/support#contact" novalidate>
          <Field id="name" label="Name" state={state} autocomplete="name" />
          <Field id="email" label="Email" type="email" state={state} autocomplete="email" />
          <Field id="subject" label="Subject" state={state} />
          <Field
            id="message"
            label="Message"
            type="textarea"
            state={state}
            hint={`At least ${SUPPORT_MESSAGE_MIN} characters. Include the project or invoice number if it is about one.`}
          />
          <button class="btn btn-primary" type="submit" data-sending="Sending...">
            Send Message
          </button>
        </form>
      </div>
      <div class="panel-ok" data-support-success hidden={!state.sent} tabindex={-1}>
        <Icon name="check" size={40} />
        <h2>{SUPPORT_SENT_TITLE}</h2>
        <p>{SUPPORT_SENT_TEXT}</p>
        <a class="btn btn-outline" href="/support#contact" data-support-again>
          Send Another Message
        </a>
      </div>
    </div>
  );
}

export function SupportPage({ form, inbox }: { ctx: PageContext; form: SupportFormState; inbox: string }) {
  return (
    <>
      <section class="hero" aria-labelledby="support-hero">
        <div class="wrap narrow">
          <p class="eyebrow">Support</p>
          <h1 id="support-hero">How can we help?</h1>
          <p class="lead">
            Real people who know contractor billing. We answer within 2 hours, Monday to Friday, 8AM to 6PM EST.
          </p>
        </div>
      </section>

      <section class="section" aria-labelledby="options-title">
        <div class="wrap">
          <h2 id="options-title" class="sr-only">
            Ways to get help
          </h2>
          <ul class="grid grid-3 options" style="list-style:none;margin:0;padding:0">
            {options(inbox).map((o) => (
              <li key={o.title}>
                <a class="card" href={o.href} style="display:block">
                  <h3>
                    <span class="card-icon" style="margin:0">
                      <Icon name={o.icon} />
                    </span>
                    {o.title}
                  </h3>
                  <p class="muted">{o.text}</p>
                  <span class="more" style="color:var(--brand);font-weight:700">
                    {o.action} →
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section class="section section-soft" aria-label="Contact form and common questions">
        <div class="wrap support-grid">
          <ContactForm state={form} />
          <div>
            <h2>Quick answers</h2>
            {SUPPORT_FAQ_IDS.map((id) => (
              <FaqEntry key={id} item={faqItem(id)} group="support-faq" />
            ))}
            <p style="margin-top:1rem">
              <a href="/faq">See all frequently asked questions</a>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
