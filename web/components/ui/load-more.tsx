// "Load more" under a paged list: the next cursor page on a tap, announced while it loads (ADR 0100).
import { Button } from "./button";
import { useListWords } from "./list-words";

export function LoadMore({
  list,
  label,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label?: string;
}) {
  const t = useListWords();
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
        {list.isFetchingNextPage ? t("loadingMore") : (label ?? t("loadMore"))}
      </Button>
    </div>
  );
}
