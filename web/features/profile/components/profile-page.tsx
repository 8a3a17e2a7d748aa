// /profile: My Profile.
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { usePageHeader } from "../../../components/shell/page-header";
import { userQuery } from "../../../lib/session";
import { DataExportCard } from "./data-export-card";
import { DemoAccountsCard } from "./demo-accounts-card";
import { ProfileForm } from "./profile-form";

const SecurityCard = lazy(() => import("./security-card"));
// Below the profile form, with its own form library and validation: not in the first load (ADR 0093).
const PaymentSettingsCard = lazy(() =>
  import("./payment-settings-card").then((m) => ({ default: m.PaymentSettingsCard })),
);

export default function ProfilePage() {
  usePageHeader("My Profile");
  const { data: user } = useQuery(userQuery);
  if (!user) return null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">My Profile</h1>
      <ProfileForm user={user} />
      <Suspense fallback={null}>
        <PaymentSettingsCard user={user} />
        <SecurityCard />
      </Suspense>
      <DataExportCard />
      {user.userType === "admin" && <DemoAccountsCard />}
    </div>
  );
}
