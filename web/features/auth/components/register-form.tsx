// The Register tab: the spec's fields and messages; the timezone comes from the browser.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { RegisterFormSchema, type RegisterForm as RegisterValues } from "../../../../schema/contracts/auth";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api";
import { browserTimeZone } from "../../../lib/format";
import { returnTarget } from "../../../lib/return-to";
import { toast } from "../../../lib/toast";
import { useRegister } from "../api/session";

export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const registerUser = useRegister();
  const { register, handleSubmit, formState } = useForm<RegisterValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: {
      username: "",
      password: "",
      confirmPassword: "",
      fullName: "",
      email: "",
      phone: "",
      companyName: "",
    },
  });
  const e = formState.errors;

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    try {
      await registerUser.mutateAsync({ ...values, userType: "contractor", timezone: browserTimeZone() });
      toast.success("Registration successful", { description: "Your account has been created." });
      navigate(returnTarget(location.search), { replace: true });
    } catch (err) {
      toast.error("Registration failed", { description: errorMessage(err) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Full name" autoComplete="name" error={e.fullName?.message} {...register("fullName")} />
      <Field
        label="Company name"
        autoComplete="organization"
        error={e.companyName?.message}
        {...register("companyName")}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={e.email?.message}
        {...register("email")}
      />
      <Field
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={e.phone?.message}
        {...register("phone")}
      />
      <Field
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        error={e.username?.message}
        {...register("username")}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        error={e.password?.message}
        {...register("password")}
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={e.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={registerUser.isPending}>
        {registerUser.isPending ? "Creating account..." : "Create account"}
      </Button>
      <p className="text-center text-sm text-slate-700 dark:text-slate-300">
        Already have an account?{" "}
        <button
          type="button"
          onClick={onLogin}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
        >
          Sign in
        </button>
      </p>
    </form>
  );
}
