// Types of Vite's import.meta.env and of the build id the Vite config defines.
/// <reference types="vite/client" />

declare const __PAYSTAGE_BUILD__: string | undefined;
