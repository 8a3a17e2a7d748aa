// The Spanish of each English sentence the schemas and the Worker write (en/said.ts -> es/said.ts), for a Spanish
// reader only: this chunk is the one place the app's Spanish build reads English, because those sentences arrive
// in English (from zod or over the wire) and must be recognised to be translated.
import { said as en } from "../en/said";
import { said as es } from "./said";

export const spanishOf = new Map<string, string>(
  Object.entries(en).map(([key, text]) => [text, es[key as keyof typeof en]]),
);
