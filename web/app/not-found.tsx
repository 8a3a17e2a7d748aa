// Page Not Found, for any path the app does not know.
import { buttonClass } from "../components/ui/button";

export default function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-5xl font-black text-brand-700 dark:text-brand-100">404</p>
      <h1 className="text-2xl font-bold">Page Not Found</h1>
      <p className="text-slate-700 dark:text-slate-300">The page you're looking for doesn't exist or has moved.</p>
      {/* A full load: "/" is the dashboard when signed in and the marketing home otherwise; the Worker decides. */}
      <a href="/" className={buttonClass("primary")}>
        Go home
      </a>
    </main>
  );
}
