// "Archived (restore)": a closed disclosure under a list whose archived items leave it. The page carries only this;
// what it shows when opened (archived-list.tsx, with the read and Restore) loads then (ADR 0131).
import { type ReactNode, Suspense, useState } from "react";
import { useListWords } from "./list-words";

export function ArchivedLoading() {
  const t = useListWords();
  return <p className="text-slate-600 dark:text-slate-400">{t("loading")}</p>;
}

/** `children` renders what opening shows, given the label (the list inside is named by it too). */
export function ArchivedDisclosure({ label, children }: { label: string; children: (label: string) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-semibold text-slate-800 dark:text-slate-200">{label}</summary>
      {open && (
        <Suspense
          fallback={
            <div className="mt-3 text-sm">
              <ArchivedLoading />
            </div>
          }
        >
          {children(label)}
        </Suspense>
      )}
    </details>
  );
}
