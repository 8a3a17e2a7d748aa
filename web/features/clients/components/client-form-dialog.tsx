// The Add client and Edit client dialogs: contact name, company, email, phone, with the spec's messages and toasts.
import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type ClientInput, ClientSchema } from "#schema/contracts/clients";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { errorMessage } from "#web/lib/api";
import { toast } from "#web/lib/toast";
import { type Client, useCreateClient, useRemoveClient, useUpdateClient } from "../api/clients";

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
      // Formatted for people ("(512) 555-0100"); the Worker reads it back to the same E.164 on save (ADR 0118).
      phone: client?.phoneDisplay ?? client?.phone ?? "",
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
        {client && <DeleteClientButton client={client} onDeleted={onDone} disabled={pending} />}
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

/** Delete client: a client with billings is archived instead, so its invoices, evidence and payments stay. */
function DeleteClientButton({
  client,
  onDeleted,
  disabled,
}: {
  client: Client;
  onDeleted: () => void;
  disabled: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveClient();
  const billed = client.billingCount > 0;
  const onConfirm = async () => {
    try {
      const { outcome } = await remove.mutateAsync(client.id);
      setConfirming(false);
      toast.success(outcome === "archived" ? "Client archived" : "Client deleted", {
        description:
          outcome === "archived"
            ? "Their invoices and payment history stay on Invoices."
            : "The client has been deleted.",
      });
      onDeleted();
    } catch (err) {
      toast.error("Failed to delete client", { description: errorMessage(err) });
    }
  };
  return (
    <>
      <Button
        variant="ghost"
        className="text-red-700 sm:mr-auto dark:text-red-300"
        onClick={() => setConfirming(true)}
        disabled={disabled || remove.isPending}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Delete client
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(o) => !remove.isPending && setConfirming(o)}
        title={billed ? `Archive ${client.companyName}?` : `Delete ${client.companyName}?`}
        description={
          billed
            ? `${client.name} has ${client.billingCount} ${client.billingCount === 1 ? "billing" : "billings"}, so the client and their projects will be archived instead of deleted: they leave your lists and pickers, and every invoice, signature and payment stays on Invoices.`
            : `This will permanently delete ${client.name} (${client.companyName}) and any of their projects. This action cannot be undone.`
        }
        confirmLabel={billed ? "Archive client" : "Delete client"}
        pendingLabel={billed ? "Archiving..." : "Deleting..."}
        pending={remove.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
