/** @jsxImportSource hono/jsx */
// FAQ: three accordion sections built on <details name>, so one answer opens at a time with no script at all.
import type { MarketingWords } from "#schema/i18n/marketing";
import type { FaqItem } from "../content/faq";
import { hrefIn, SITE_CONTENT } from "../languages";
import type { PageContext, PageMeta } from "../layout";
import { PageLink } from "../parts";

export const faqMeta = (w: MarketingWords): PageMeta => ({
  title: w.t("faqTitle"),
  description: w.t("faqDescription"),
  path: hrefIn(w.lang, "/faq"),
});

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

export function FaqPage({ ctx }: { ctx: PageContext }) {
  const w = ctx.words;
  const sections = SITE_CONTENT[w.lang].faq;
  return (
    <>
      <section class="hero" aria-labelledby="faq-hero">
        <div class="wrap narrow">
          <p class="eyebrow">{w.t("faqEyebrow")}</p>
          <h1 id="faq-hero">{w.t("faqHeroTitle")}</h1>
          <p class="lead">{w.t("faqLead")}</p>
          <nav aria-label={w.t("faqSections")}>
            <ul class="actions" style="list-style:none;padding:0">
              {sections.map((s) => (
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
          {sections.map((section) => (
            <section key={section.id} class="faq-section" id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {section.items.map((item) => (
                <FaqEntry key={item.id} item={item} group={`faq-${section.id}`} />
              ))}
            </section>
          ))}
          <div class="panel center">
            <h2>{w.t("stillQuestion")}</h2>
            <p class="muted">{w.t("stillQuestionText")}</p>
            <PageLink w={w} class="btn btn-primary" href="/support#contact">
              {w.t("contactSupport")}
            </PageLink>
          </div>
        </div>
      </div>
    </>
  );
}
