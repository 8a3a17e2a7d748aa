// What two-step sign-in shows once its setup starts: the key as a QR code and as text in groups of 4 with Copy, and
// the recovery codes with Copy and Download. Loaded with the setup, never with /profile (its first load is full);
// the QR encoder (qrcode-generator) arrives only when the key is drawn.
import { Copy, Download } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#web/components/ui/button";
import { toast } from "#web/lib/toast";
import { useSecurityWords } from "../security-words";

type T = ReturnType<typeof useSecurityWords>;

/** "JBSWY3DPEHPK3PXP" -> "JBSW Y3DP EHPK 3PXP": easier to type into an app and to check by eye. */
export const groupKey = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** The dark modules of the otpauth:// URI's QR code as one SVG path (no markup injected; the CSP holds). */
async function qrPathOf(text: string) {
  const { default: qrcode } = await import("qrcode-generator");
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let d = "";
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
  }
  return { size, d };
}

async function copy(t: T, text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(t("copyFailed"), { description: t("copyFailedNote") });
  }
}

/** The authenticator app's key: scan it, open it in the app, or type it (grouped) or copy it. */
export function TotpKey({ secret, uri }: { secret: string; uri: string }) {
  const t = useSecurityWords();
  const [qr, setQr] = useState<{ size: number; d: string } | null>(null);
  useEffect(() => {
    let live = true;
    qrPathOf(uri).then(
      (drawn) => live && setQr(drawn),
      () => {}, // Without the QR code the key below still works.
    );
    return () => {
      live = false;
    };
  }, [uri]);
  const margin = 4;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t("scanBefore")}
        <a className="font-medium text-brand-700 underline dark:text-brand-100" href={uri}>
          {t("openInApp")}
        </a>
        {t("scanAfter")}
      </p>
      <div className="flex justify-center">
        {qr ? (
          <svg
            role="img"
            aria-label={t("qr")}
            viewBox={`${-margin} ${-margin} ${qr.size + 2 * margin} ${qr.size + 2 * margin}`}
            className="size-48 rounded bg-white"
            shapeRendering="crispEdges"
          >
            <rect x={-margin} y={-margin} width={qr.size + 2 * margin} height={qr.size + 2 * margin} fill="#fff" />
            <path d={qr.d} fill="#000" />
          </svg>
        ) : (
          <div aria-hidden="true" className="size-48 rounded bg-slate-100 dark:bg-slate-800" />
        )}
      </div>
      <div className="space-y-1">
        <p id="totp-key-label" className="text-sm text-slate-700 dark:text-slate-300">
          {t("typeKey")}
        </p>
        <div className="flex items-center gap-2">
          <p
            aria-describedby="totp-key-label"
            data-testid="totp-key"
            className="min-w-0 flex-1 break-words rounded bg-slate-100 p-2 font-mono text-sm tracking-wider dark:bg-slate-800"
          >
            {groupKey(secret)}
          </p>
          <Button variant="secondary" onClick={() => copy(t, secret, t("keyCopied"))}>
            <Copy aria-hidden="true" className="mr-1 size-4" /> {t("copyKey")}
          </Button>
        </div>
      </div>
    </div>
  );
}

export const RECOVERY_CODES_FILE = "paystage-recovery-codes.txt";

/** The recovery codes as a file a person keeps, in their language: one per line, with what they are for. */
export const recoveryCodesText = (t: T, codes: string[]) =>
  `${t("codesFileTitle")}\n${t("codesFileNote")}\n\n${codes.join("\n")}\n`;

function download(t: T, codes: string[]) {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(t, codes)], { type: "text/plain" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = RECOVERY_CODES_FILE;
  a.click();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useSecurityWords();
  return (
    <div className="space-y-2 rounded-lg border border-slate-300 p-3 dark:border-slate-700">
      <p className="text-sm font-medium">{t("saveCodes")}</p>
      <ul aria-label={t("recoveryCodes")} className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => copy(t, codes.join("\n"), t("codesCopied"))}>
          <Copy aria-hidden="true" className="mr-1 size-4" /> {t("copy")}
        </Button>
        <Button variant="secondary" onClick={() => download(t, codes)}>
          <Download aria-hidden="true" className="mr-1 size-4" /> {t("download")}
        </Button>
        <Button onClick={onDone}>{t("saved")}</Button>
      </div>
    </div>
  );
}
