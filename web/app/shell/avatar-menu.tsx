// Avatar with initials: Profile, Subscription, Achievements, Team, theme, Logout. Subscription and Achievements
// are here because a subscriber has no other way in (the banner is for trials and problems, the badges dialog
// only opens on a new badge).
import * as Menu from "@radix-ui/react-dropdown-menu";
import { CreditCard, LogOut, Moon, Sun, Trophy, User, Users } from "lucide-react";
import { useNavigate } from "react-router";
import { errorMessage } from "../../lib/api";
import { initials } from "../../lib/initials";
import { type CurrentUser, useLogout } from "../../lib/session";
import { useTheme } from "../../lib/theme";
import { toast } from "../../lib/toast";
import { avatarClass, useAvatarLabel } from "./avatar-face";
import { useShellWords } from "./words";

const item =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800";

export default function AvatarMenu({ user, defaultOpen }: { user: CurrentUser; defaultOpen?: boolean }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const { theme, setTheme } = useTheme();
  const t = useShellWords();
  const label = useAvatarLabel(user);

  const onLogout = async () => {
    try {
      await logout.mutateAsync();
      toast.success(t("loggedOut"), { description: t("loggedOutBody") });
      navigate("/auth", { replace: true });
    } catch (err) {
      toast.error(t("logoutFailed"), { description: errorMessage(err) });
    }
  };

  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger className={avatarClass} aria-label={label}>
        {initials(user.fullName) || "?"}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <Menu.Label className="px-2 py-1.5">
            <span className="block text-sm font-semibold">{user.fullName}</span>
            <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</span>
          </Menu.Label>
          <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <Menu.Item className={item} onSelect={() => navigate("/profile")}>
            <User className="h-4 w-4" aria-hidden="true" /> {t("profile")}
          </Menu.Item>
          <Menu.Item className={item} onSelect={() => navigate("/subscription")}>
            <CreditCard className="h-4 w-4" aria-hidden="true" /> {t("subscription")}
          </Menu.Item>
          <Menu.Item className={item} onSelect={() => navigate("/achievements")}>
            <Trophy className="h-4 w-4" aria-hidden="true" /> {t("achievements")}
          </Menu.Item>
          <Menu.Item className={item} onSelect={() => navigate("/team")}>
            <Users className="h-4 w-4" aria-hidden="true" /> {t("team")}
          </Menu.Item>
          <Menu.Item className={item} onSelect={() => setTheme(theme === "dark" ? "light" : "dark")}>
            {theme === "dark" ? (
              <Sun className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Moon className="h-4 w-4" aria-hidden="true" />
            )}
            {theme === "dark" ? t("lightMode") : t("darkMode")}
          </Menu.Item>
          <Menu.Item className={item} onSelect={onLogout}>
            <LogOut className="h-4 w-4" aria-hidden="true" /> {t("logout")}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
