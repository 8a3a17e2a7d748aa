// The Login tab.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { type Login, LoginSchema } from "../../../../schema/contracts/auth";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api";
import { returnTarget } from "../../../lib/return-to";
import { useLogin } from "../api/session";

export function LoginForm({ onRegister }: { onRegister: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<Login>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toast.success("Login successful", { description: "Welcome back!" });
      navigate(returnTarget(location.search), { replace: true });
    } catch (err) {
      toast.error("Login failed", { description: errorMessage(err) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        error={formState.errors.username?.message}
        {...register("username")}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? "Signing in..." : "Sign in"}
      </Button>
      <p className="text-center text-sm text-slate-700 dark:text-slate-300">
        Don't have an account?{" "}
        <button
          type="button"
          onClick={onRegister}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
        >
          Register now
        </button>
      </p>
    </form>
  );
}
