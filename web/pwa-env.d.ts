// Types of vite-plugin-pwa's virtual modules and of the build id the Vite config defines.
/// <reference types="vite-plugin-pwa/client" />

declare const __PAYSTAGE_BUILD__: string | undefined;
