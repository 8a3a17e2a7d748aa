// What a screen shows when its data did not load: what failed, the server's words, and a retry.
import { errorMessage } from "../../lib/api";
import { Button } from "./button";
import { useListWords } from "./list-words";

export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => unknown }) {
  const t = useListWords();
  return (
    <div
      role="alert"
      className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{title}</p>
      <p className="text-sm">{errorMessage(error)}</p>
      <Button variant="secondary" onClick={() => onRetry()}>
        {t("tryAgain")}
      </Button>
    </div>
  );
}
