// Sonner's toaster (a lazy chunk); tells web/lib/toast.ts once it listens.
import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toasterMounted } from "../lib/toast";

export default function Toaster({ theme }: { theme: "light" | "dark" }) {
  // Sonner subscribes in its own effect, which runs before this parent's.
  useEffect(toasterMounted, []);
  return <Sonner theme={theme} position="top-center" richColors closeButton />;
}
