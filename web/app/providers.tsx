// App-wide providers: query cache and toasts.
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "../lib/query-client";
import { useTheme } from "../lib/theme";

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  const { theme } = useTheme();
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster theme={theme} position="top-center" richColors closeButton />
    </QueryClientProvider>
  );
}
