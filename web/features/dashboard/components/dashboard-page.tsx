// /dashboard (and / for a signed-in user): greeting and payment status.
import { useQuery } from "@tanstack/react-query";
import { userQuery } from "../../auth/api/session";

export default function DashboardPage() {
  const { data: user } = useQuery(userQuery);
  return (
    <div className="space-y-6">
      <section>
        <h1 className="text-2xl font-bold">{user?.fullName ? `Hi, ${user.fullName}` : "Welcome back"}</h1>
        <p className="text-slate-700 dark:text-slate-300">Here's your payment status.</p>
      </section>
    </div>
  );
}
