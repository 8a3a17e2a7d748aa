// Vite replaces import.meta.env.DEV and MODE in every environment it builds, the Worker's included.
interface ImportMeta {
  readonly env: { readonly DEV: boolean; readonly MODE: string };
}
