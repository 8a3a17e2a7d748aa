// The "Client Signature" canvas in the app: signature_pad loaded on demand, set up by the pad both signing places share.

import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import type SignaturePad from "signature_pad";
import { Button } from "#web/components/ui/button";
import { attachSignaturePad } from "#web/lib/signature-pad";
import { useSigningWords } from "../signing-words";

export type SignatureFieldHandle = { isEmpty: () => boolean; toDataURL: () => string; clear: () => void };

type Props = {
  /** Called with true when the pad is empty (initially, after Clear) and false after a stroke. */
  onEmptyChange: (empty: boolean) => void;
  disabled?: boolean;
  error?: string;
  /** The sentence the signer agrees to, in the client's language, as the Worker will store it (ADR 0232). */
  consent: { text: string; language: string };
};

export const SignatureField = forwardRef<SignatureFieldHandle, Props>(function SignatureField(
  { onEmptyChange, disabled, error, consent },
  ref,
) {
  const t = useSigningWords();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onEmptyRef = useRef(onEmptyChange);
  onEmptyRef.current = onEmptyChange;
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [empty, setEmpty] = useState(true);
  const hintId = useId();
  const errorId = useId();

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
    onEmptyRef.current(true);
  };

  useImperativeHandle(ref, () => ({
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    toDataURL: () => padRef.current?.toDataURL("image/png") ?? "",
    clear,
  }));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let detach: (() => void) | undefined;

    // Loaded here, not with the page's first JavaScript: only someone about to sign needs it.
    import("signature_pad")
      .then(({ default: Pad }) => {
        if (cancelled) return;
        const attached = attachSignaturePad(canvas, Pad, (isEmpty) => {
          setEmpty(isEmpty);
          onEmptyRef.current(isEmpty);
        });
        padRef.current = attached.pad;
        detach = attached.detach;
        setReady(true);
      })
      .catch(() => !cancelled && setFailed(true));

    return () => {
      cancelled = true;
      detach?.();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!ready || !pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled, ready]);

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold" id={`${hintId}-title`}>
          {t("signatureTitle")}
        </h2>
        <Button variant="ghost" onClick={clear} disabled={disabled || empty} className="disabled:opacity-50">
          {t("clear")}
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
            {t(ready ? "signHere" : failed ? "padFailed" : "padLoading")}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {/* The client's language, whatever the app's: the Worker stores this sentence, in it, as signed (ADR 0232). */}
      <p id={hintId} lang={consent.language} className="text-sm text-slate-700 dark:text-slate-300">
        {consent.text}
      </p>
    </div>
  );
});
