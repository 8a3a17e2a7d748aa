// The header's ? button with the help for the current route.
import * as Popover from "@radix-ui/react-popover";
import { CircleHelp } from "lucide-react";
import { Link, useLocation } from "react-router";
import { type Help, helpFor, TEMPLATE_VARIABLES, useHelpWords } from "./help-content";
import { HELP_TRIGGER_CLASS } from "./help-trigger";

/** `defaultOpen`: the ? stand-in was pressed while this loaded (web/app/overlays/overlays.tsx). */
export default function HelpButton({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useHelpWords();
  const { pathname } = useLocation();
  const help = helpFor(pathname);
  const say = (key: Help["steps"][number]["text"]) =>
    key === "nudge2" ? t(key, { vars: TEMPLATE_VARIABLES }) : t(key);
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger aria-label={t("trigger")} className={HELP_TRIGGER_CLASS}>
        <CircleHelp className="h-5 w-5" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="end"
          sideOffset={8}
          className="z-50 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-4 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 className="text-base font-semibold">{t(help.title)}</h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(help.text)}</p>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
            {help.steps.map((s) => (
              <li key={s.text}>
                {s.link ? (
                  <Popover.Close asChild>
                    <Link to={s.link} className="text-brand-700 underline underline-offset-2 dark:text-brand-100">
                      {say(s.text)}
                    </Link>
                  </Popover.Close>
                ) : (
                  say(s.text)
                )}
              </li>
            ))}
          </ol>
          <Popover.Arrow className="fill-white dark:fill-slate-900" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
