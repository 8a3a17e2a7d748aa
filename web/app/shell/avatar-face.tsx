// The avatar button as it first paints, before its menu (Radix) loads.

import type { Intent } from "../../components/ui/deferred";
import { initials } from "../../lib/initials";
import type { CurrentUser } from "../../lib/session";
import { useShellWords } from "./words";

export const avatarClass =
  "flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white";
export const useAvatarLabel = (user: CurrentUser) => useShellWords()("accountMenu", { name: user.fullName });

/** Stands in for the avatar menu until it loads; a tap opens the menu as soon as it has. */
export function AvatarPlaceholder({ user, ...intent }: { user: CurrentUser } & Intent) {
  return (
    <button type="button" className={avatarClass} aria-label={useAvatarLabel(user)} aria-haspopup="menu" {...intent}>
      {initials(user.fullName) || "?"}
    </button>
  );
}
