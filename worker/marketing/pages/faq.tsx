/** @jsxImportSource hono/jsx */
// FAQ: three accordion sections built on <details name>, so one answer opens at a time with no script at all.
import { FAQ_SECTIONS, type FaqItem } from "../content/faq";
import type { PageContext, PageMeta } from "../layout";

export const faqMeta: PageMeta = {
  title: "FAQ",
  description:
    "Answers about getting started with PayStage, progress billing, client approvals, reminders, payments, plans, trials and refunds.",
  path: "/faq",
};

/** One question; `group` makes the browser close the others in its section when this one opens. */
export const FaqEntry = ({ item, group }: { item: FaqItem; group: string }) => (
  <details class="faq-item" name={group} id={`q-${item.id}`}>
    <summary>{item.question}</summary>
    <div class="answer">
      {item.answer.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  </details>
);

export function FaqPage(_props: { ctx: PageContext }) {
  return (
    <>
      <section class="hero" aria-labelledby="faq-hero">
        <div class="wrap narrow">
          <p class="eyebrow">FAQ</p>
          <h1 id="faq-hero">Frequently asked questions</h1>
          <p class="lead">Straight answers about billing, approvals, payments and plans.</p>
          <nav aria-label="FAQ sections">
            <ul class="actions" style="list-style:none;padding:0">
              {FAQ_SECTIONS.map((s) => (
                <li key={s.id}>
                  <a class="btn btn-outline btn-sm" href={`#${s.id}`}>
                    {s.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      <div class="section">
        <div class="wrap narrow">
          {FAQ_SECTIONS.map((section) => (
            <section key={section.id} class="faq-section" id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {section.items.map((item) => (
                <FaqEntry key={item.id} item={item} group={`faq-${section.id}`} />
              ))}
            </section>
          ))}
          <div class="panel center">
            <h2>Still have a question?</h2>
            <p class="muted">A person answers within 2 hours, Monday to Friday, 8AM to 6PM EST.</p>
            <a class="btn btn-primary" href="/support#contact">
              Contact support
            </a>
          </div>
        </div>
      </div>
    </>
  );
}
