// The app's toaster (sonner, about 9 KB gzip), mounted on first need: when the first toast is asked for (ADR 0130).
// Most visits show none, so most visits never download it. A chunk that cannot load (no signal) never takes the page
// down: the toaster is simply absent until the connection returns.
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from "react";
import { onToasterRequested } from "../lib/toast";

type ToasterProps = { theme: "light" | "dark" };

export function DeferredToaster({ theme }: ToasterProps) {
  const [requested, setRequested] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => onToasterRequested(() => setRequested(true)), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is a new lazy component
  const Toaster = useMemo(
    () =>
      lazy<ComponentType<ToasterProps>>(() =>
        import("./toaster").catch(() => {
          window.addEventListener("online", () => setAttempt((n) => n + 1), { once: true });
          return { default: (() => null) as ComponentType<ToasterProps> };
        }),
      ),
    [attempt],
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
