/** @jsxImportSource hono/jsx */
// Blog: the four articles as cards, and each article on its own page.
import { formatLongCalendarDate } from "#schema/rules/dates";
import { ARTICLES, type BlogArticle, readMinutes } from "../content/blog";
import type { PageContext, PageMeta } from "../layout";
import { CtaBand } from "../parts";

export const blogMeta: PageMeta = {
  title: "Blog",
  description:
    "Practical advice for trade contractors on progress billing, job-site documentation, payment reminders and cash flow.",
  path: "/blog",
};

export const articleMeta = (article: BlogArticle): PageMeta => ({
  title: article.title,
  description: article.excerpt,
  path: `/blog/${article.slug}`,
});

const Meta = ({ article }: { article: BlogArticle }) => (
  <p class="meta">
    <span>{article.author}</span>
    <time datetime={article.date}>{formatLongCalendarDate(article.date)}</time>
    <span>{readMinutes(article)} min read</span>
  </p>
);

export function BlogPage(_props: { ctx: PageContext }) {
  return (
    <>
      <section class="hero" aria-labelledby="blog-hero">
        <div class="wrap narrow">
          <p class="eyebrow">Blog</p>
          <h1 id="blog-hero">Getting paid, from the field</h1>
          <p class="lead">
            Practical advice on billing, documentation and cash flow for electrical, plumbing and HVAC contractors.
          </p>
        </div>
      </section>
      <section class="section" aria-label="Articles">
        <div class="wrap">
          <div class="grid grid-2">
            {ARTICLES.map((a) => (
              <article key={a.id} class="card post" aria-labelledby={`post-${a.id}`}>
                <span class="tag">{a.category}</span>
                <h2 id={`post-${a.id}`}>
                  <a href={`/blog/${a.slug}`}>{a.title}</a>
                </h2>
                <Meta article={a} />
                <p>{a.excerpt}</p>
                <a class="more" href={`/blog/${a.slug}`}>
                  Read More<span class="sr-only">: {a.title}</span>
                </a>
              </article>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

export function ArticlePage({ ctx, article }: { ctx: PageContext; article: BlogArticle }) {
  return (
    <>
      <article class="section article" aria-labelledby="article-title">
        <div class="wrap narrow">
          <p>
            <a href="/blog">← All articles</a>
          </p>
          <span class="tag">{article.category}</span>
          <h1 id="article-title">{article.title}</h1>
          <Meta article={article} />
          <p class="lead">{article.excerpt}</p>
          {article.body.map((block) => (
            <>
              {block.heading && <h2>{block.heading}</h2>}
              {block.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </>
          ))}
        </div>
      </article>
      <CtaBand
        w={ctx.words}
        signedIn={ctx.signedIn}
        title="Put it to work on your next job"
        text="PayStage bills each stage with photos, gets it signed and sends the reminders for you."
        secondary={{ href: "/features", label: "See the features" }}
      />
    </>
  );
}
