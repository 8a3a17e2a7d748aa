// The Worker's only entry: HTTP, queue consumer, cron, and the share-token Durable Object.
import { app } from "./app";
import { sweep } from "./jobs/cron";
import { consumeJobs } from "./jobs/consumer";

export { ShareTokens } from "./durable-objects/share-tokens";

export default {
  fetch: app.fetch,
  queue: consumeJobs,
  scheduled: sweep,
} satisfies ExportedHandler<Env, unknown>;
