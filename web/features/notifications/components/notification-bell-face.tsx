// The header bell as it first paints: the button and the unread count, before its menu (Radix) loads.
import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { useShellWords } from "#web/app/shell/words";
import type { Intent } from "#web/components/ui/deferred";
import { notificationsQuery } from "../api/notifications";

/** The bell button's look, shared with the placeholder shown before this menu loads. */
export const bellClass =
  "relative rounded-full p-2.5 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";
/** The bell's name with its unread count, in the person's language (the shell's words, already on every screen). */
export function useBellLabel(unread: number) {
  const t = useShellWords();
  return unread > 0 ? t("bellUnread", { count: unread }) : t("bell");
}

export function BellFace({ unread }: { unread: number }) {
  return (
    <>
      <Bell className="h-5 w-5" aria-hidden="true" />
      {unread > 0 && (
        <span className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-bold text-white">
          {unread > 9 ? "9+" : unread}
        </span>
      )}
    </>
  );
}

/** Stands in for the bell until its menu loads; a tap opens the menu as soon as it has. */
export function BellPlaceholder(intent: Intent) {
  const { data } = useQuery(notificationsQuery);
  const unread = data?.unreadCount ?? 0;
  const label = useBellLabel(unread);
  return (
    <button type="button" className={bellClass} aria-label={label} aria-haspopup="menu" {...intent}>
      <BellFace unread={unread} />
    </button>
  );
}
