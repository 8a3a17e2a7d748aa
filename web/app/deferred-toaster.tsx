// The app's toaster, mounted with the first toast: sonner's code is never evaluated during a page's load.
import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterRequested } from "../lib/toast";

const Toaster = lazy(() => import("./toaster"));

export function DeferredToaster({ theme }: { theme: "light" | "dark" }) {
  const [requested, setRequested] = useState(false);
  useEffect(() => onToasterRequested(() => setRequested(true)), []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
