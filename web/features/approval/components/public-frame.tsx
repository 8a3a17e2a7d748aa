// The frame of the client's public pages (approval link, thank-you): no app shell, no back button, the contractor's name on top.
import type { ReactNode } from "react";
import { Wordmark } from "#web/components/shell/wordmark";

export function PublicFrame({ company, children }: { company?: string | null; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex min-h-14 max-w-2xl items-center justify-between gap-3 px-4 py-2">
          {company ? (
            <>
              {/* Wrapped, never cut off: the client should read whose bill this is in full. */}
              <p className="min-w-0 text-base leading-snug font-semibold break-words">{company}</p>
              <span className="flex shrink-0 items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                via <Wordmark className="scale-75 text-base" />
              </span>
            </>
          ) : (
            <Wordmark />
          )}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-2xl space-y-4 px-4 pt-5 pb-16">
        {children}
      </main>
    </div>
  );
}
