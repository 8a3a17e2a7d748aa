// The app header: the wordmark, or a back button with the page's title and subtitle; help, bell and avatar.
import { ArrowLeft } from "lucide-react";
import { lazy } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useCurrentPageHeader } from "../../components/shell/page-header";
import { Wordmark } from "../../components/shell/wordmark";
import { Deferred, type Intent } from "../../components/ui/deferred";
import { BellPlaceholder } from "../../features/notifications/components/notification-bell-face";
import { useCommonWords } from "../../lib/common-words";
import type { CurrentUser } from "../../lib/session";
import { HELP_SLOT_ID } from "../overlays/help-trigger";
import { AvatarPlaceholder } from "./avatar-face";
import { useShellWords } from "./words";

// Both menus are Radix dropdowns with a positioning engine (about 30 KB gzip): they load on intent (hover, focus, tap).
// With no signal the chunk cannot load: the stand-in stays (it opens nothing), and the page stays up.
const NotificationBell = lazy(() =>
  import("../../features/notifications/components/notification-bell").catch(() => ({
    default: () => <BellPlaceholder {...inert} />,
  })),
);
const AvatarMenu = lazy(() =>
  import("./avatar-menu").catch(() => ({
    default: ({ user }: { user: CurrentUser }) => <AvatarPlaceholder user={user} {...inert} />,
  })),
);
const inert: Intent = { onPointerEnter() {}, onPointerDown() {}, onClick() {}, onKeyDown() {} };

export function Header({ user }: { user: CurrentUser }) {
  const header = useCurrentPageHeader();
  const t = useShellWords();
  const common = useCommonWords();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (typeof header?.back === "string") navigate(header.back);
    // A deep link has no history inside the app: go home instead of leaving it.
    else if (location.key !== "default") navigate(-1);
    else navigate("/dashboard");
  };
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-3">
        {header?.back ? (
          <div className="flex min-w-0 flex-1 items-center gap-1">
            <button
              type="button"
              onClick={goBack}
              aria-label={common("back")}
              className="rounded-full p-2.5 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <ArrowLeft className="h-5 w-5" aria-hidden="true" />
            </button>
            <div className="min-w-0">
              <p className="truncate text-base leading-tight font-semibold">{header.title}</p>
              {header.subtitle && (
                <p className="truncate text-xs text-slate-600 dark:text-slate-400">{header.subtitle}</p>
              )}
            </div>
          </div>
        ) : (
          // On desktop the side navigation carries the wordmark: the header keeps only the room it took.
          <Link to="/dashboard" className="flex-1 lg:invisible" aria-label={t("home")}>
            <Wordmark />
          </Link>
        )}
        {/* The ? button arrives with the overlays after first paint (overlays.tsx); its width is kept meanwhile. */}
        <span id={HELP_SLOT_ID} className="flex h-10 w-10 shrink-0" />
        <Deferred placeholder={(intent) => <BellPlaceholder {...intent} />}>
          {(openNow) => <NotificationBell defaultOpen={openNow} />}
        </Deferred>
        <Deferred placeholder={(intent) => <AvatarPlaceholder user={user} {...intent} />}>
          {(openNow) => <AvatarMenu user={user} defaultOpen={openNow} />}
        </Deferred>
      </div>
    </header>
  );
}
