// /invite/{token}: public. Who invited the person to which company and as what, and the form that sets up their
// login; accepting signs them in and opens the dashboard. An invite that cannot be used says why.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ROLE_AS } from "#schema/contracts/team-words";
import { Wordmark } from "#web/components/shell/wordmark";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { Field } from "#web/components/ui/field";
import { NewLoginFields } from "#web/components/ui/new-login-fields";
import { Spinner } from "#web/components/ui/spinner";
import { ApiError, errorMessage, hasErrorCode } from "#web/lib/api";
import { browserLanguage } from "#web/lib/app-language";
import { useLazyForm } from "#web/lib/lazy-form";
import { useLogout, userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { invitePreviewQuery, useAcceptInvite } from "../api/invite";

const acceptSchema = () => import("./accept-invite-form-schema").then((m) => m.AcceptInviteFormSchema);

export default function AcceptInvitePage() {
  const token = useParams().token ?? "";
  const preview = useQuery(invitePreviewQuery(token));
  // Someone already signed in on this device is told at once, before any typing: an invite makes a new login.
  const { data: signedIn, isPending: sessionPending } = useQuery(userQuery);
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-4 py-10">
      <div className="text-center">
        <Wordmark />
      </div>
      {preview.isPending || sessionPending ? (
        <Spinner label="Loading your invite" />
      ) : preview.isError ? (
        <Card role="alert" className="space-y-4 p-5">
          <h1 className="text-xl font-bold">This invite can't be used</h1>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {errorMessage(preview.error, "This invite link is not valid.")}
          </p>
          <Link to="/auth" className={buttonClass("primary", "lg", "w-full")}>
            Go to sign in
          </Link>
        </Card>
      ) : (
        <Card className="space-y-5 p-5">
          <h1 className="text-xl font-bold">
            {preview.data.invitedBy} invited you to join {preview.data.companyName ?? "their company"} as{" "}
            {ROLE_AS[preview.data.role]}
          </h1>
          {signedIn ? (
            <SignedInElsewhere
              fullName={signedIn.fullName}
              username={signedIn.username}
              company={signedIn.companyName}
            />
          ) : (
            <AcceptForm
              token={token}
              fullName={preview.data.fullName}
              email={preview.data.email}
              phone={preview.data.phoneDisplay ?? preview.data.phone ?? null}
              onInviteGone={() => preview.refetch()}
            />
          )}
        </Card>
      )}
    </main>
  );
}

/** The invite is for a new login: the person signed in now signs out first, and the form follows on this page. */
function SignedInElsewhere({
  fullName,
  username,
  company,
}: {
  fullName: string;
  username: string;
  company: string | null;
}) {
  const logout = useLogout();
  return (
    <div role="status" className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        You're signed in as <span className="font-semibold">{fullName}</span> ({username})
        {company ? ` of ${company}` : ""}. This invite sets up a new login: sign out to accept it.
      </p>
      <Button size="lg" className="w-full" disabled={logout.isPending} onClick={() => logout.mutate()}>
        {logout.isPending ? "Signing out..." : "Sign out and continue"}
      </Button>
      <Link to="/dashboard" className={buttonClass("secondary", "lg", "w-full")}>
        Stay signed in
      </Link>
    </div>
  );
}

type AcceptFormProps = {
  token: string;
  fullName: string;
  email: string | null;
  /** The number a text invite went to: prefilled, and then an email is optional. */
  phone: string | null;
  /** The invite was used, cancelled or expired meanwhile: read it again, so the page says which. */
  onInviteGone: () => void;
};

function AcceptForm({ token, fullName, email, phone, onInviteGone }: AcceptFormProps) {
  const byText = phone !== null && !email;
  const navigate = useNavigate();
  const accept = useAcceptInvite(token);
  // The Worker's own field messages (a username already taken, a weak password), next to their fields.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { errors, formProps } = useLazyForm(acceptSchema, async ({ confirmPassword: _confirm, ...values }) => {
    setServerErrors({});
    try {
      // The new member starts in their browser's language (ADR 0195).
      await accept.mutateAsync({ ...values, language: browserLanguage() });
      toast.success("Welcome to the team", { description: "Your login is ready." });
      navigate("/dashboard", { replace: true });
    } catch (err) {
      if (err instanceof ApiError) setServerErrors(err.fieldErrors);
      toast.error("Couldn't set up your login", { description: errorMessage(err) });
      if (hasErrorCode(err, "CONFLICT", "NOT_FOUND")) onInviteGone();
    }
  });
  const e = { ...serverErrors, ...errors };
  return (
    <form {...formProps} className="space-y-4">
      <Field label="Full name" autoComplete="name" name="fullName" defaultValue={fullName} error={e.fullName} />
      <Field
        label={byText ? "Email (optional)" : "Email"}
        type="email"
        autoComplete="email"
        inputMode="email"
        name="email"
        defaultValue={email ?? ""}
        error={e.email}
      />
      <Field
        label={byText ? "Mobile number" : "Phone (optional)"}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        name="phone"
        defaultValue={phone ?? ""}
        error={e.phone}
      />
      <NewLoginFields errors={e} />
      <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? "Joining..." : "Join the team"}
      </Button>
    </form>
  );
}
