// The profile form: name, email, phone, company, timezone (dates and reminders follow it).
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { type Profile, ProfileSchema } from "../../../../schema/contracts/auth";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Field, inputClass } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import type { CurrentUser } from "../../auth/api/session";
import { useUpdateProfile } from "../api/profile";

const timeZones = () => {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"];
  }
};

export function ProfileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const zones = useMemo(() => {
    const all = timeZones();
    return all.includes(user.timezone) ? all : [user.timezone, ...all];
  }, [user.timezone]);
  const { register, handleSubmit, formState } = useForm<Profile>({
    resolver: zodResolver(ProfileSchema),
    defaultValues: {
      fullName: user.fullName,
      email: user.email,
      phone: user.phone ?? "",
      companyName: user.companyName ?? "",
      timezone: user.timezone,
    },
  });
  const e = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success("Profile Updated");
    } catch (err) {
      toast.error("Update Failed", { description: errorMessage(err) });
    }
  });

  return (
    <Card>
      <h2 className="mb-4 text-lg font-semibold">Profile</h2>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
        <Field label="Full name" autoComplete="name" error={e.fullName?.message} {...register("fullName")} />
        <Field label="Email" type="email" autoComplete="email" error={e.email?.message} {...register("email")} />
        <Field label="Phone" type="tel" autoComplete="tel" error={e.phone?.message} {...register("phone")} />
        <Field
          label="Company name"
          autoComplete="organization"
          error={e.companyName?.message}
          {...register("companyName")}
        />
        <div className="space-y-1.5 md:col-span-2">
          <label htmlFor="timezone" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Timezone
          </label>
          <select id="timezone" className={inputClass} {...register("timezone")}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replaceAll("_", " ")}
              </option>
            ))}
          </select>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Due dates and automatic reminders follow this timezone.
          </p>
        </div>
        <div className="md:col-span-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save profile"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
