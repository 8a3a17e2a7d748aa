// The profile form: name, email, phone, company, timezone (dates and reminders follow it), and for the owner the
// company's country (typed phone numbers are read in it).
import { useMemo } from "react";
import type { Profile } from "#schema/contracts/auth";
import { COUNTRIES, countryName } from "#schema/contracts/countries";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { PhoneCheckNote } from "#web/components/ui/contact-block";
import { Field, inputClass } from "#web/components/ui/field";
import { SelectField } from "#web/components/ui/select-field";
import { errorMessage } from "#web/lib/api";
import { useLazyForm } from "#web/lib/lazy-form";
import { useCan } from "#web/lib/permissions";
import type { CurrentUser } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { useUpdateProfile } from "../api/profile";

// zod arrives with the first focus in the form, not with the page (ADR 0093).
const profileSchema = () => import("#schema/contracts/auth").then((m) => m.ProfileSchema);

const timeZones = () => {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"];
  }
};

export function ProfileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  // The country is the company's, like its payout details: the owner sets it, everyone else reads it.
  const ownsCompany = useCan("company:admin");
  const zones = useMemo(() => {
    const all = timeZones();
    return all.includes(user.timezone) ? all : [user.timezone, ...all];
  }, [user.timezone]);
  const { errors: e, formProps } = useLazyForm(profileSchema, async (values: Profile) => {
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
      {/* Its fields are uncontrolled: keyed by what is saved, the form starts again from the saved values when they
          arrive after the device's copy (a reload shows this device's copy first), never staying on older ones. */}
      <form
        key={`${user.fullName}|${user.email}|${user.phone ?? ""}|${user.timezone}`}
        {...formProps}
        className="grid gap-4 md:grid-cols-2"
      >
        <Field label="Full name" autoComplete="name" name="fullName" defaultValue={user.fullName} error={e.fullName} />
        <Field label="Email" type="email" autoComplete="email" name="email" defaultValue={user.email} error={e.email} />
        <Field
          label="Phone"
          type="tel"
          autoComplete="tel"
          name="phone"
          // Formatted for people; sent back unchanged it stays the stored number (ADR 0118).
          defaultValue={user.phoneDisplay ?? user.phone ?? ""}
          error={e.phone}
          hint={user.phone && user.phoneInvalid ? <PhoneCheckNote /> : undefined}
        />
        <Field
          label="Company name"
          autoComplete="organization"
          name="companyName"
          defaultValue={user.companyName ?? ""}
          error={e.companyName}
        />
        <div className="space-y-1.5 md:col-span-2">
          <label htmlFor="timezone" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Timezone
          </label>
          <select id="timezone" name="timezone" className={inputClass} defaultValue={user.timezone}>
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
        {ownsCompany ? (
          <SelectField
            label="Country"
            name="country"
            defaultValue={user.country}
            error={e.country}
            hint="Phone numbers typed without + are read as numbers of this country."
            className="md:col-span-2"
          >
            {Object.entries(COUNTRIES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="text-sm text-slate-700 md:col-span-2 dark:text-slate-300">
            Country: {countryName(user.country)}. Phone numbers typed without + are read as numbers of this country; the
            company's owner can change it.
          </p>
        )}
        <div className="md:col-span-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save profile"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
