// The app's toaster, mounted after first paint, or at once when a toast is asked for before that.
import { lazy, Suspense, useEffect, useState } from "react";
import { useAfterFirstPaint } from "../lib/after-paint";
import { onToasterRequested } from "../lib/toast";

const Toaster = lazy(() => import("./toaster"));

export function DeferredToaster({ theme }: { theme: "light" | "dark" }) {
  const idle = useAfterFirstPaint();
  const [requested, setRequested] = useState(false);
  useEffect(() => onToasterRequested(() => setRequested(true)), []);
  if (!idle && !requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
