// Page Not Found, for any path the app does not know.
import { notFound } from "#schema/i18n/app/en/not-found";
import { buttonClass } from "../components/ui/button";
import { defineWords } from "../lib/words";

const useNotFoundWords = defineWords(notFound, () => import("#schema/i18n/app/es/not-found").then((m) => m.notFound));

export default function NotFoundPage() {
  const t = useNotFoundWords();
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-5xl font-black text-brand-700 dark:text-brand-100">404</p>
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t("body")}</p>
      {/* A full load: "/" is the dashboard when signed in and the marketing home otherwise; the Worker decides. */}
      <a href="/" className={buttonClass("primary")}>
        {t("home")}
      </a>
    </main>
  );
}
