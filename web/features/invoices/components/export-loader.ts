// One step between /invoices and its export dialog: the dialog's preload list (its chunks) is written into the
// chunk that imports it, so importing it from here keeps that list out of the page's first load (ADR 0125).
import type { ComponentProps, ComponentType } from "react";
import type ExportDialog from "./export-dialog";

type Loaded = { default: ComponentType<ComponentProps<typeof ExportDialog>> };

// With no signal the dialog's code cannot load: nothing opens, rather than the page's error screen replacing the list.
export const load = (): Promise<Loaded> => import("./export-dialog").catch(() => ({ default: () => null }));
