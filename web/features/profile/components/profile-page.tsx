// /profile: My Profile.
import { useQuery } from "@tanstack/react-query";
import { CreditCard, Trophy, Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { usePageHeader } from "#web/components/shell/page-header";
import { buttonClass } from "#web/components/ui/button";
import { usePermissions } from "#web/lib/permissions";
import { userQuery } from "#web/lib/session";
import { DataExportCard } from "./data-export-card";
import { DemoAccountsCard } from "./demo-accounts-card";
import { ProfileForm } from "./profile-form";

const SecurityCard = lazy(() => import("./security-card"));
// Accounting connection: the owner and the office only, below the fold.
const IntegrationsCard = lazy(() => import("./integrations-card").then((m) => ({ default: m.IntegrationsCard })));
// Below the profile form, with its own form library and validation: not in the first load (ADR 0093).
const PaymentSettingsCard = lazy(() =>
  import("./payment-settings-card").then((m) => ({ default: m.PaymentSettingsCard })),
);

export default function ProfilePage() {
  usePageHeader("My Profile");
  const { data: user } = useQuery(userQuery);
  // Payout details and the data export are the company's: the owner's alone.
  const permissions = usePermissions();
  const adminsCompany = permissions.can("company:admin");
  if (!user) return null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">My Profile</h1>
      {/* Where people look for their plan and badges: a subscriber has no banner leading there. */}
      <nav aria-label="Account" className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        <Link to="/team" className={buttonClass("secondary", "lg", "w-full sm:w-auto")}>
          <Users className="h-5 w-5" aria-hidden="true" />
          Team
        </Link>
        <Link to="/subscription" className={buttonClass("secondary", "lg", "w-full sm:w-auto")}>
          <CreditCard className="h-5 w-5" aria-hidden="true" />
          Subscription
        </Link>
        <Link to="/achievements" className={buttonClass("secondary", "lg", "w-full sm:w-auto")}>
          <Trophy className="h-5 w-5" aria-hidden="true" />
          Achievements
        </Link>
      </nav>
      <ProfileForm user={user} />
      <Suspense fallback={null}>
        {adminsCompany && <PaymentSettingsCard user={user} />}
        {permissions.can("money:read") && <IntegrationsCard />}
        <SecurityCard />
      </Suspense>
      {adminsCompany && <DataExportCard />}
      {user.userType === "admin" && <DemoAccountsCard />}
    </div>
  );
}
