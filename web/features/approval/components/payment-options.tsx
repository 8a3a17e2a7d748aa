// How the client pays an approved progress: one-tap links, instructions, the reference, the disclaimer, and "I've sent the payment".
import { Check, Copy, ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, buttonClass } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api";
import { formatDate, formatMoneyExact } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { type ApprovalView, useClaimPayment } from "../api/approval";

type Props = { view: ApprovalView; token: string };

export function PaymentOptions({ view, token }: Props) {
  const payment = view.payment;
  if (!payment || view.progress.status !== "approved") return null;
  const company = view.contractor.companyName;
  return (
    <Card className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold">How to pay</h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Amount due to {company}:{" "}
          <span className="font-bold text-slate-900 dark:text-white">{formatMoneyExact(payment.amount)}</span>
        </p>
      </div>
      {payment.paymentLinks.length > 0 && (
        <ul className="space-y-2">
          {payment.paymentLinks.map((link) => (
            <li key={link.method}>
              <a
                href={link.link}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass("primary", "lg", "w-full")}
              >
                Pay with {link.displayName}
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {payment.instructions.map((instruction) => (
        <div key={instruction.method} className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
          <h3 className="font-semibold">{instruction.title}</h3>
          <ul className="mt-1 space-y-0.5 text-sm break-words text-slate-800 dark:text-slate-200">
            {instruction.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
      <ReferenceLine reference={payment.reference} />
      <ClaimPayment view={view} token={token} />
      <p className="text-xs text-slate-600 dark:text-slate-400">{payment.disclaimer}</p>
    </Card>
  );
}

function ReferenceLine({ reference }: { reference: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
    } catch {
      toast.error("Couldn't copy", { description: "Select the reference and copy it by hand." });
    }
  };
  return (
    <div className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
      <div className="min-w-0">
        <p className="text-xs text-slate-600 dark:text-slate-400">Include this reference with your payment</p>
        <p className="font-medium break-words">{reference}</p>
      </div>
      <Button variant="ghost" size="icon" onClick={copy} aria-label={copied ? "Reference copied" : "Copy reference"}>
        {copied ? (
          <Check className="h-5 w-5 text-green-700" aria-hidden="true" />
        ) : (
          <Copy className="h-5 w-5" aria-hidden="true" />
        )}
      </Button>
    </div>
  );
}

function ClaimPayment({ view, token }: Props) {
  const claim = useClaimPayment(token);
  const company = view.contractor.companyName;
  if (view.progress.paymentClaimedAt) {
    return (
      <p
        role="status"
        className="rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
      >
        You told {company} you sent the payment on {formatDate(view.progress.paymentClaimedAt)}. They'll confirm once it
        arrives.
      </p>
    );
  }
  const onClaim = async () => {
    try {
      await claim.mutateAsync();
      toast.success("Thanks! We've let them know", {
        description: `${company} will confirm once the payment arrives.`,
      });
    } catch (err) {
      toast.error("Couldn't record your payment", { description: errorMessage(err) });
    }
  };
  return (
    <div className="space-y-1">
      <Button variant="secondary" size="lg" className="w-full" onClick={onClaim} disabled={claim.isPending}>
        {claim.isPending ? "Sending..." : "I've sent the payment"}
      </Button>
      <p className="text-center text-xs text-slate-600 dark:text-slate-400">
        Tap once you've paid, so {company} knows to look for it and stops reminders.
      </p>
    </div>
  );
}
