// "Load more" under a paged list: the next cursor page on a tap, announced while it loads (ADR 0100).
import { Button } from "./button";

export function LoadMore({
  list,
  label = "Load more",
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label?: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button
        variant="secondary"
        className="w-full sm:w-auto"
        disabled={list.isFetchingNextPage}
        aria-busy={list.isFetchingNextPage}
        onClick={() => list.fetchNextPage()}
      >
        {list.isFetchingNextPage ? "Loading more..." : label}
      </Button>
    </div>
  );
}
