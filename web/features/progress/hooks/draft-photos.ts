// The bytes of the wizard's photos that are not uploaded yet, kept in IndexedDB next to the draft: a photo taken
// with no signal survives a reload or a closed tab and uploads when the wizard opens again (ADR 0097).
import { clear, createStore, del, get, set, type UseStore } from "idb-keyval";

let store: UseStore | null = null;
const photos = () => {
  if (typeof indexedDB === "undefined") return null;
  store ??= createStore("paystage-draft", "photos");
  return store;
};

export type DraftPhotoFile = { blob: Blob; name: string };

/** Never throws: without IndexedDB the photo still works from memory, it only does not survive a closed tab. */
export const keepDraftPhoto = async (id: string, file: DraftPhotoFile) => {
  const s = photos();
  if (s) await set(id, file, s).catch(() => {});
};
export const loadDraftPhoto = async (id: string) => {
  const s = photos();
  return s ? ((await get<DraftPhotoFile>(id, s).catch(() => undefined)) ?? null) : null;
};
export const forgetDraftPhoto = async (id: string) => {
  const s = photos();
  if (s) await del(id, s).catch(() => {});
};
export const forgetAllDraftPhotos = async () => {
  const s = photos();
  if (s) await clear(s).catch(() => {});
};
