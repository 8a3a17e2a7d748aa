// /profile: My Profile.
import { useQuery } from "@tanstack/react-query";
import { CreditCard, Trophy, Users } from "lucide-react";
import { lazy } from "react";
import { Link } from "react-router";
import { PEPPOL_SENDER_COUNTRIES } from "#schema/contracts/peppol-countries";
import { usePageHeader } from "#web/components/shell/page-header";
import { buttonClass } from "#web/components/ui/button";
import { NearViewport } from "#web/components/ui/near-viewport";
import { usePermissions } from "#web/lib/permissions";
import { userQuery } from "#web/lib/session";
import { useProfileWords } from "../words";
import { ProfileForm } from "./profile-form";

// Everything below the profile form is below a phone's first screen: each card's code loads as it comes near the
// viewport (ADR 0093), its heading held in place meanwhile.
const PaymentSettingsCard = lazy(() =>
  import("./payment-settings-card").then((m) => ({ default: m.PaymentSettingsCard })),
);
// The company's money, address, tax and invoice numbering: the owner's (issue 33).
const BusinessTaxCard = lazy(() => import("./business-tax-card").then((m) => ({ default: m.BusinessTaxCard })));
// Accounting connection: the owner and the office only.
const IntegrationsCard = lazy(() => import("./integrations-card").then((m) => ({ default: m.IntegrationsCard })));
const PeppolCard = lazy(() => import("./peppol-card").then((m) => ({ default: m.PeppolCard })));
const SecurityCard = lazy(() => import("./security-card"));
const DataExportCard = lazy(() => import("./data-export-card").then((m) => ({ default: m.DataExportCard })));
// The danger zone: deleting the company's account, the owner's alone (ADR 0226).
const DeleteCompanyCard = lazy(() => import("./delete-company-card").then((m) => ({ default: m.DeleteCompanyCard })));
const DemoAccountsCard = lazy(() => import("./demo-accounts-card").then((m) => ({ default: m.DemoAccountsCard })));

export default function ProfilePage() {
  const t = useProfileWords();
  usePageHeader(t("myProfile"));
  const { data: user } = useQuery(userQuery);
  // Payout details and the data export are the company's: the owner's alone.
  const permissions = usePermissions();
  const adminsCompany = permissions.can("company:admin");
  if (!user) return null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("myProfile")}</h1>
      {/* Where people look for their plan and badges: a subscriber has no banner leading there. */}
      <nav aria-label={t("accountNav")} className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        <Link to="/team" className={buttonClass("secondary", "lg", "w-full sm:w-auto")}>
          <Users className="h-5 w-5" aria-hidden="true" />
          {t("team")}
        </Link>
        <Link to="/subscription" className={buttonClass("secondary", "lg", "w-full sm:w-auto")}>
          <CreditCard className="h-5 w-5" aria-hidden="true" />
          {t("subscription")}
        </Link>
        <Link to="/achievements" className={buttonClass("secondary", "lg", "w-full sm:w-auto")}>
          <Trophy className="h-5 w-5" aria-hidden="true" />
          {t("achievements")}
        </Link>
      </nav>
      <ProfileForm user={user} />
      {adminsCompany && (
        <NearViewport title={t("businessAndTax")} minHeight={900}>
          <BusinessTaxCard />
        </NearViewport>
      )}
      {adminsCompany && (
        <NearViewport title={t("paymentSettings")} minHeight={770}>
          <PaymentSettingsCard user={user} />
        </NearViewport>
      )}
      {adminsCompany && PEPPOL_SENDER_COUNTRIES.has(user.country) && (
        <NearViewport title={t("peppol")} minHeight={160}>
          <PeppolCard country={user.country} />
        </NearViewport>
      )}
      {permissions.can("money:read") && (
        <NearViewport title={t("integrations")} id="integrations" minHeight={270}>
          <IntegrationsCard />
        </NearViewport>
      )}
      <NearViewport title={t("security")} minHeight={830}>
        <SecurityCard />
      </NearViewport>
      {adminsCompany && (
        <NearViewport title={t("yourData")} minHeight={200}>
          <DataExportCard />
        </NearViewport>
      )}
      {adminsCompany && (
        <NearViewport title={t("deleteCompany")} minHeight={330}>
          <DeleteCompanyCard />
        </NearViewport>
      )}
      {user.userType === "admin" && (
        <NearViewport title={t("demoAccounts")} minHeight={200}>
          <DemoAccountsCard />
        </NearViewport>
      )}
    </div>
  );
}
