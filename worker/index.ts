// The Worker's only entry: HTTP, queue consumer, cron, and the share-token Durable Object.
import { app } from "./app";
import { consumeJobs } from "./jobs/consumer";
import { sweep } from "./jobs/cron";
import { withDevFaults } from "./lib/dev-faults";

export { ShareTokens } from "./durable-objects/share-tokens";

export default {
  // Development-only fault switches wrap the bindings of HTTP requests; in production this is the env itself.
  fetch: (request, env, ctx) => app.fetch(request, withDevFaults(env), ctx),
  queue: consumeJobs,
  scheduled: sweep,
} satisfies ExportedHandler<Env, unknown>;
