// Loads the approval evidence of one of the owner's progress for the invoice's certificate page.

import type { CompanyId } from "#schema/db/companies";
import { findApproval, findSignatureUpload } from "../db/approvals";
import type { Db } from "../lib/db";
import type { ApprovalCertificate } from "../pdf/approval-certificate";

/** The approval evidence with the signature bytes, or null when the progress was not approved through PayStage. */
export async function loadApprovalCertificate(
  db: Db,
  media: R2Bucket,
  companyId: CompanyId,
  progressId: number,
): Promise<ApprovalCertificate | null> {
  const evidence = await findApproval(db, progressId);
  if (evidence?.decision !== "approved") return null;
  // The signature must be the company's own upload: the evidence row alone never opens someone else's object.
  const upload = evidence.signatureKey ? await findSignatureUpload(db, companyId, evidence.signatureKey) : undefined;
  if (evidence.signatureKey && !upload) return null;
  const object = upload ? await media.get(upload.key) : null;
  return {
    via: evidence.via,
    signerName: evidence.signerName ?? "Client",
    decidedAt: evidence.decidedAt,
    ip: evidence.ip,
    userAgent: evidence.userAgent,
    contentHash: evidence.contentHash,
    sentAt: evidence.sentAt,
    firstOpenedAt: evidence.firstOpenedAt,
    signaturePng: object ? new Uint8Array(await object.arrayBuffer()) : null,
    consent:
      evidence.consentText && evidence.consentLanguage
        ? { text: evidence.consentText, language: evidence.consentLanguage }
        : null,
  };
}
