// What the project page and Payment Status share: the not-found test, the person's time zone, the load failure and the
// skeleton. Two pages, two chunks: each route's first load carries only its own screen (ADR 0223).
import { useQuery } from "@tanstack/react-query";
import { Card, Skeleton } from "#web/components/ui/card";
import { LoadError } from "#web/components/ui/load-error";
import { hasErrorCode } from "#web/lib/api";
import { useCommonWords } from "#web/lib/common-words";
import { userQuery } from "#web/lib/session";
import { useStatusWords } from "../words/status";

export const isNotFound = (err: unknown) => hasErrorCode(err, "NOT_FOUND");

export function useTimeZone() {
  return useQuery(userQuery).data?.timezone;
}

export const LoadFailed = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <LoadError title={useStatusWords()("loadFailed")} error={error} onRetry={onRetry} />
);

export function DetailsSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label={useCommonWords()("loading")}>
      <Card className="space-y-3">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-2 w-full" />
      </Card>
      <Card className="space-y-2">
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </Card>
    </div>
  );
}
