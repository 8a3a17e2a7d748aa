// The app's toaster, mounted after first paint (or at once when a toast comes first). A chunk that cannot load (no
// signal) never takes the page down: the toaster is simply absent until the connection returns.
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useAfterFirstPaint } from "../lib/after-paint";
import { onToasterRequested } from "../lib/toast";

type ToasterProps = { theme: "light" | "dark" };

export function DeferredToaster({ theme }: ToasterProps) {
  const idle = useAfterFirstPaint();
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
  if (!idle && !requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
