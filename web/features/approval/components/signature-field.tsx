// The "Client Signature" canvas: signature_pad loaded on demand, drawn at 2x or the screen's density, black round 2 px strokes.

import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import type SignaturePad from "signature_pad";
import { CONSENT_TEXT } from "../../../../schema/contracts/approval-texts";
import { Button } from "../../../components/ui/button";

export type SignatureFieldHandle = { isEmpty: () => boolean; toDataURL: () => string; clear: () => void };

type Props = {
  /** Called with true when the pad is empty (initially, after Clear) and false after a stroke. */
  onEmptyChange: (empty: boolean) => void;
  disabled?: boolean;
  error?: string;
};

export const SignatureField = forwardRef<SignatureFieldHandle, Props>(function SignatureField(
  { onEmptyChange, disabled, error },
  ref,
) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onEmptyRef = useRef(onEmptyChange);
  onEmptyRef.current = onEmptyChange;
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [empty, setEmpty] = useState(true);
  const hintId = useId();
  const errorId = useId();

  useImperativeHandle(ref, () => ({
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    toDataURL: () => padRef.current?.toDataURL("image/png") ?? "",
    clear: () => {
      padRef.current?.clear();
      setEmpty(true);
      onEmptyRef.current(true);
    },
  }));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    let width = 0;

    // Size the bitmap to the box at >= 2x so strokes stay crisp; keep what was drawn when the box resizes.
    const fitToBox = () => {
      const pad = padRef.current;
      if (!pad || canvas.offsetWidth === 0 || canvas.offsetWidth === width) return;
      width = canvas.offsetWidth;
      const ratio = Math.max(window.devicePixelRatio || 1, 2);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0) pad.fromData(strokes);
    };

    // Loaded here, not with the page's first JavaScript: only someone about to sign needs it.
    import("signature_pad")
      .then(({ default: Pad }) => {
        if (cancelled) return;
        // signature_pad's widths are radii: 1 gives a constant 2 px wide line with round ends.
        const pad = new Pad(canvas, {
          penColor: "#000000",
          minWidth: 1,
          maxWidth: 1,
          dotSize: 1,
          velocityFilterWeight: 0.7,
        });
        pad.addEventListener("endStroke", () => {
          const isEmpty = pad.isEmpty();
          setEmpty(isEmpty);
          onEmptyRef.current(isEmpty);
        });
        padRef.current = pad;
        fitToBox();
        observer = new ResizeObserver(fitToBox);
        observer.observe(canvas);
        setReady(true);
      })
      .catch(() => !cancelled && setFailed(true));

    return () => {
      cancelled = true;
      observer?.disconnect();
      padRef.current?.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!ready || !pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled, ready]);

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
    onEmptyChange(true);
  };

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold" id={`${hintId}-title`}>
          Client Signature
        </h2>
        <Button variant="ghost" onClick={clear} disabled={disabled || empty} className="disabled:opacity-50">
          Clear
        </Button>
      </div>
      <div className="relative">
        <canvas
          ref={canvasRef}
          role="img"
          aria-labelledby={`${hintId}-title`}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="block h-44 w-full touch-none rounded-xl border-2 border-dashed border-slate-400 bg-white select-none aria-[invalid=true]:border-red-600 dark:border-slate-500"
          aria-invalid={error ? true : undefined}
          data-testid="signature-canvas"
        />
        {empty && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-6 mx-6 border-b border-slate-300 pb-1 text-sm text-slate-500"
          >
            {ready
              ? "Sign here with your finger or mouse"
              : failed
                ? "The signature pad could not load. Check your signal and reload."
                : "Loading signature pad..."}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
        {CONSENT_TEXT}
      </p>
    </div>
  );
});
