// The development outbox: every email and SMS the app recorded, refreshed every few seconds.
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api";

export const outboxQuery = queryOptions({
  queryKey: ["dev", "outbox"],
  queryFn: () => unwrap(api.dev.outbox.$get()),
  refetchInterval: 3_000,
  refetchOnWindowFocus: true,
  retry: false,
});

export type OutboxMessage = Awaited<ReturnType<typeof outboxQuery.queryFn & {}>>[number];
