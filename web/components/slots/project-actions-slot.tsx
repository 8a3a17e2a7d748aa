// Project Details seam for the projects feature: edit, mark completed / reopen, and delete-or-archive.
import { createSlot } from "./create-slot";

export type ProjectActionsProps = {
  project: {
    id: number;
    name: string;
    description: string | null;
    clientId: number;
    totalValue: number | null;
    status: string;
    /** 0 when the project has no billing yet: then Delete really deletes; otherwise it archives. */
    lastProgressNumber: number;
  };
};

export const { Provider: ProjectActionsSlotProvider, Slot: ProjectActionsSlot } =
  createSlot<ProjectActionsProps>("h-24 w-full");
