// An application's PDF (issue 37, ADR 0191): its figures as sent (or as a draft stands), the parties, and the
// client's approval when the billing it issued was approved through the link.
import { findApproval } from "../db/approvals";
import { findContract, findProjectParties } from "../db/pay-apps";
import type { Db } from "../lib/db";
import { notFound } from "../lib/errors";
import { payAppFileName, renderPayAppPdf } from "../pdf/pay-app";
import { waiversForPdf } from "./lien-waivers";
import { getPayApp, PAY_APP_NOT_FOUND } from "./pay-apps";
import type { SessionUser } from "./sessions";

const rateText = (percent: number, what: string) => `${percent.toFixed(2)}% of ${what}`;

export async function payAppPdf(db: Db, user: SessionUser, id: number) {
  const app = await getPayApp(db, user, id);
  const [parties, contract] = await Promise.all([
    findProjectParties(db, user.companyId, app.projectId),
    findContract(db, user.companyId, app.projectId),
  ]);
  if (!parties) throw notFound(PAY_APP_NOT_FOUND);
  const approval = app.progressId ? await findApproval(db, app.progressId) : undefined;
  // Forward mode after a reduction holds work retainage at two rates at once: the PDF points to column I.
  const blended =
    contract?.retainageReduceMode === "forward" &&
    contract.retainageReducedWorkBp !== null &&
    app.retainageWorkPercent * 100 === contract.retainageReducedWorkBp &&
    contract.retainageReducedWorkBp !== contract.retainageWorkBp;
  const bytes = await renderPayAppPdf({
    app,
    contractor: user.companyName || user.fullName,
    client: parties.clientCompany || parties.clientName,
    projectName: parties.projectName,
    siteAddress: [contract?.siteAddress, contract?.siteState].filter(Boolean).join(", ") || null,
    contractDate: contract?.contractDate ?? null,
    workRateText: blended ? "see column I" : rateText(app.retainageWorkPercent, "completed work"),
    storedRateText: rateText((contract?.retainageStoredBp ?? 0) / 100, "stored materials"),
    approval:
      approval?.decision === "approved" ? { signerName: approval.signerName, decidedAt: approval.decidedAt } : null,
    generatedAt: new Date(),
    waivers: await waiversForPdf(db, user, id, app.locale),
  });
  return { bytes: bytes as Uint8Array<ArrayBuffer>, filename: payAppFileName(app.appNo) };
}
