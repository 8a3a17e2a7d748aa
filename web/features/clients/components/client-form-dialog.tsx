// The Add client and Edit client dialogs: contact name, company, email, phone, with the spec's messages and toasts.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { type ClientInput, ClientSchema } from "../../../../schema/contracts/clients";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api";
import { type Client, useCreateClient, useUpdateClient } from "../api/clients";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; client?: Client | null };

export function ClientFormDialog({ open, onOpenChange, client }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={client ? "Edit client" : "Add client"}
      description={client ? "Update client information" : "The person who approves and pays for the work."}
    >
      {/* Keyed so each opening starts from the chosen client's saved values. */}
      <ClientForm key={client?.id ?? "new"} client={client ?? null} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ClientForm({ client, onDone }: { client: Client | null; onDone: () => void }) {
  const create = useCreateClient();
  const update = useUpdateClient();
  const pending = create.isPending || update.isPending;
  const { register, handleSubmit, formState } = useForm<ClientInput>({
    resolver: zodResolver(ClientSchema),
    defaultValues: {
      name: client?.name ?? "",
      companyName: client?.companyName ?? "",
      email: client?.email ?? "",
      phone: client?.phone ?? "",
    },
  });
  const e = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (client) {
        await update.mutateAsync({ id: client.id, input: values });
        toast.success("Client updated", { description: "The client has been updated successfully." });
      } else {
        await create.mutateAsync(values);
        toast.success("Client created", { description: "The client has been created successfully." });
      }
      onDone();
    } catch (err) {
      toast.error(client ? "Failed to update client" : "Failed to create client", { description: errorMessage(err) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Contact name" autoComplete="name" error={e.name?.message} {...register("name")} />
      <Field
        label="Company name"
        autoComplete="organization"
        error={e.companyName?.message}
        {...register("companyName")}
      />
      <Field
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={e.email?.message}
        {...register("email")}
      />
      <Field
        label="Phone (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={e.phone?.message}
        hint="Needed for text-message approvals and reminders."
        {...register("phone")}
      />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : client ? "Save Changes" : "Add client"}
        </Button>
      </div>
    </form>
  );
}
