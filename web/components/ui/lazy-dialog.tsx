// Dialogs are not part of a page's first paint: their code (Radix focus trap, scroll lock, and for forms zod and
// react-hook-form) loads on the person's first intent on the page (a pointer over or down, a touch, a key), or at
// once when opened sooner, and mounts on first open (ADR 0093, ADR 0130). A visit that only reads downloads none.
import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { onFirstIntent } from "../../lib/first-intent";

type DialogProps = { open: boolean; onOpenChange?: (open: boolean) => void };

export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchIt = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      () => {
        // No signal: this opening is dropped (the dialog closes again) and the next one fetches afresh, rather
        // than a rejected import reaching the page's error boundary.
        loading = undefined;
        Lazy = lazy(fetchIt);
        return { default: Unavailable as ComponentType<P> };
      },
    );
    return loading;
  };
  let Lazy = lazy(fetchIt);
  function Unavailable({ onOpenChange }: DialogProps) {
    useEffect(() => onOpenChange?.(false), [onOpenChange]);
    return null;
  }
  return function LazyDialog(props: P) {
    // Once opened it stays mounted, so closing animates and returns focus like any dialog.
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    // Fetched on the first sign of interaction, so a tap on the button that opens it rarely waits on the network.
    useEffect(() => onFirstIntent(() => void fetchIt().catch(() => {})), []);
    if (!opened) return null;
    return (
      // While its code arrives, the page already counts as having a dialog open (the achievement dialog waits).
      <Suspense fallback={<span data-dialog-pending="" hidden />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
