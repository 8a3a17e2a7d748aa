// Sign and decide: the signature canvas, the signer's typed name, Reject (with an optional reason) and Approve.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { CONSENT_TEXT } from "#schema/contracts/approval-texts";
import {
  MAX_REJECTION_REASON,
  type OwnerApprove,
  type Reject,
  type SignerForm,
  SignerFormSchema,
} from "#schema/contracts/approvals";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { TextareaField } from "#web/components/ui/textarea-field";
import { errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import type { ApprovalView } from "../api/approval";
import { useSigningWords } from "../signing-words";
import { SignatureField, type SignatureFieldHandle } from "./signature-field";

type Decision = "approved" | "rejected";
type Mutation<T> = { mutateAsync: (input: T) => Promise<unknown>; isPending: boolean };

type Props = {
  view: ApprovalView;
  approve: Mutation<OwnerApprove>;
  reject: Mutation<Reject>;
  /** The decision is recorded: the page moves on after the spec's 1.5 s. */
  onDecided: (decision: Decision) => void;
};

export function DecisionPanel({ view, approve, reject, onDecided }: Props) {
  const t = useSigningWords();
  const said = useSaid();
  const pad = useRef<SignatureFieldHandle>(null);
  const [empty, setEmpty] = useState(true);
  const [signatureError, setSignatureError] = useState<string>();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [decided, setDecided] = useState<Decision | null>(null);
  const { register, handleSubmit, formState } = useForm<SignerForm>({
    resolver: zodResolver(SignerFormSchema),
    // In person, the client is usually the project's contact: one less thing to type on a borrowed phone.
    // (The client's own link page is the Worker's, ADR 0090.)
    defaultValues: { signerName: view.client.name },
  });
  const busy = approve.isPending || reject.isPending || decided !== null;
  const company = view.contractor.companyName;
  // The sentence shown under the pad and its language, sent back with the signature so the evidence stores exactly
  // it (ADR 0232). A view kept from before the Worker sent it showed English, which is then what is stored.
  const consent = view.consent ?? { text: CONSENT_TEXT, language: "en" as const };

  const onApprove = handleSubmit(async ({ signerName }) => {
    if (!pad.current || pad.current.isEmpty()) {
      setSignatureError(t("signatureRequired"));
      return;
    }
    try {
      await approve.mutateAsync({
        signature: pad.current.toDataURL(),
        signerName,
        contentHash: view.contentHash,
        consentLanguage: consent.language,
      });
      setDecided("approved");
      toast.success(t("approved"), { description: t("notified", { company }) });
      onDecided("approved");
    } catch (err) {
      toast.error(t("approvalFailed"), { description: said(errorMessage(err)) });
    }
  });

  const onReject = async () => {
    try {
      await reject.mutateAsync({ reason: reason.trim() || null, contentHash: view.contentHash });
      setRejectOpen(false);
      setDecided("rejected");
      toast.success(t("rejected"), { description: t("notified", { company }) });
      onDecided("rejected");
    } catch (err) {
      setRejectOpen(false);
      toast.error(t("rejectionFailed"), { description: said(errorMessage(err)) });
    }
  };

  return (
    <Card>
      <form onSubmit={onApprove} noValidate className="space-y-4" aria-label={t("form")}>
        <SignatureField
          ref={pad}
          consent={consent}
          disabled={busy}
          error={signatureError}
          onEmptyChange={(isEmpty) => {
            setEmpty(isEmpty);
            if (!isEmpty) setSignatureError(undefined);
          }}
        />
        <Field
          label={t("signerName")}
          autoComplete="name"
          maxLength={120}
          disabled={busy}
          error={formState.errors.signerName?.message}
          {...register("signerName")}
        />
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" size="lg" onClick={() => setRejectOpen(true)} disabled={busy}>
            {t("reject")}
          </Button>
          <Button
            type="submit"
            size="lg"
            disabled={empty || busy}
            aria-describedby={empty ? "approve-needs-signature" : undefined}
          >
            {approve.isPending ? t("approving") : t("approve")}
          </Button>
        </div>
        {empty && !signatureError && (
          <p id="approve-needs-signature" className="text-center text-sm text-slate-600 dark:text-slate-400">
            {t("signatureRequired")}
          </p>
        )}
        {decided && (
          <p role="status" className="text-center text-sm font-medium text-slate-700 dark:text-slate-300">
            {t(decided === "approved" ? "decidedApproved" : "decidedRejected")} {t("oneMoment")}
          </p>
        )}
      </form>
      <Dialog
        open={rejectOpen}
        onOpenChange={(open) => !reject.isPending && setRejectOpen(open)}
        title={t("rejectTitle")}
        description={t("rejectDescription", { company })}
      >
        <div className="space-y-4">
          <TextareaField
            label={t("rejectReason")}
            rows={4}
            maxLength={MAX_REJECTION_REASON}
            placeholder={t("rejectPlaceholder")}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={() => setRejectOpen(false)} disabled={reject.isPending}>
              {t("cancel")}
            </Button>
            <Button variant="danger" onClick={onReject} disabled={reject.isPending}>
              {reject.isPending ? t("rejecting") : t("rejectSubmit")}
            </Button>
          </div>
        </div>
      </Dialog>
    </Card>
  );
}
