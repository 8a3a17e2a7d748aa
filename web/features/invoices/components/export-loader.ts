// One step between /invoices and its export dialog: the dialog's preload list (its chunks) is written into the
// chunk that imports it, so importing it from here keeps that list out of the page's first load (ADR 0125).
export const load = () => import("./export-dialog");
