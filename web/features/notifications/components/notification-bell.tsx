// The header bell: real unread notifications (approved, rejected, payment claimed, failures).
import * as Menu from "@radix-ui/react-dropdown-menu";
import { useQuery } from "@tanstack/react-query";
import { Suspense, use } from "react";
import { Link } from "react-router";
import { notifications } from "#schema/i18n/app/en/notifications";
import { useAppLanguage } from "#web/lib/app-language";
import { formatTimeAgo } from "#web/lib/dates";
import { defineWords } from "#web/lib/words";
import type { Notification } from "../api/notifications";
import { notificationsQuery, useMarkNotificationsRead } from "../api/notifications";
import { BellFace, bellClass, useBellLabel } from "./notification-bell-face";

// The open menu's words come with the menu's own chunk.
const useMenuWords = defineWords(notifications, () =>
  import("#schema/i18n/app/es/notifications").then((m) => m.notifications),
);

// The stored notifications are the Worker's English sentences (the API's contract); a Spanish reader's open menu loads
// the patterns that recognise them (ADR 0225) and shows each in Spanish with the same names and amounts.
let inSpanish: ((text: string) => string) | undefined;
let arriving: Promise<unknown> | undefined;
const asStored = (text: string) => text;
const loadSpanish = () =>
  (arriving ??= import("#schema/i18n/app/es/notification-lookup").then(
    (m) => {
      inSpanish = m.notificationInSpanish;
      Object.assign(arriving!, { status: "fulfilled", value: undefined });
    },
    () => {
      inSpanish = asStored;
      Object.assign(arriving!, { status: "fulfilled", value: undefined });
    },
  ));

function useStoredText() {
  if (useAppLanguage() === "en") return asStored;
  use(loadSpanish());
  return inSpanish ?? asStored;
}

export default function NotificationBell({ defaultOpen }: { defaultOpen?: boolean }) {
  const { data } = useQuery(notificationsQuery);
  const markRead = useMarkNotificationsRead();
  const unread = data?.unreadCount ?? 0;
  const t = useMenuWords();
  const label = useBellLabel(unread);
  return (
    <Menu.Root defaultOpen={defaultOpen} onOpenChange={(open) => !open && unread > 0 && markRead.mutate()}>
      <Menu.Trigger className={bellClass} aria-label={label}>
        <BellFace unread={unread} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <Menu.Label className="px-2 py-1.5 text-sm font-semibold">{t("title")}</Menu.Label>
          {(data?.items.length ?? 0) === 0 ? (
            <p className="px-2 py-4 text-sm text-slate-600 dark:text-slate-400">{t("caughtUp")}</p>
          ) : (
            <Suspense fallback={null}>
              <Items items={data?.items ?? []} unreadLabel={t("unread")} />
            </Suspense>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function Items({ items, unreadLabel }: { items: Notification[]; unreadLabel: string }) {
  const stored = useStoredText();
  return items.map((n) => (
    <Menu.Item key={n.id} asChild>
      <Link
        to={n.link ?? "#"}
        // A download (the data export) is the Worker's, not a screen: the browser fetches it itself.
        reloadDocument={n.link?.startsWith("/api/") ?? false}
        className="block rounded-lg px-2 py-2 outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800"
      >
        <span className="flex items-center gap-2 text-sm font-semibold">
          {!n.readAt && (
            <span className="h-2 w-2 rounded-full bg-brand-500">
              <span className="sr-only">{unreadLabel}</span>
            </span>
          )}
          {stored(n.title)}
        </span>
        <span className="block text-sm text-slate-700 dark:text-slate-300">{stored(n.body)}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">{formatTimeAgo(n.createdAt)}</span>
      </Link>
    </Menu.Item>
  ));
}
