// The Worker's only entry: HTTP, queue consumer, cron, and the share-token Durable Object.
import { app } from "./app";
import { consumeJobs } from "./jobs/consumer";
import { sweep } from "./jobs/cron";

export { ShareTokens } from "./durable-objects/share-tokens";

export default {
  fetch: app.fetch,
  queue: consumeJobs,
  scheduled: sweep,
} satisfies ExportedHandler<Env, unknown>;
