/** @jsxImportSource hono/jsx */
// A marketing address that does not exist (an old blog link, a typo): say so and offer the way back.
import type { PageMeta } from "../layout";

export const notFoundMeta = (path: string): PageMeta => ({
  title: "Page Not Found",
  description: "This page does not exist. Find PayStage's features, pricing, FAQ, blog and support from here.",
  path,
});

export const NotFoundPage = () => (
  <section class="hero" aria-labelledby="nf-title">
    <div class="wrap narrow center">
      <h1 id="nf-title">Page Not Found</h1>
      <p class="lead">The page you are looking for does not exist or has moved.</p>
      <div class="actions">
        <a class="btn btn-primary" href="/">
          Go to the home page
        </a>
        <a class="btn btn-outline" href="/blog">
          Browse the blog
        </a>
      </div>
    </div>
  </section>
);
