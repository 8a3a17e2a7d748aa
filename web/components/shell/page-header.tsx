// Lets a page put its title, subtitle and back button in the shell's header.
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

export type PageHeader = { title: string; subtitle?: string; back?: boolean | string } | null;

const Ctx = createContext<{ header: PageHeader; setHeader: (h: PageHeader) => void }>({
  header: null,
  setHeader: () => {},
});

export function PageHeaderProvider({ children }: { children: ReactNode }) {
  const [header, setHeader] = useState<PageHeader>(null);
  return <Ctx.Provider value={{ header, setHeader }}>{children}</Ctx.Provider>;
}

export const useCurrentPageHeader = () => useContext(Ctx).header;

/** Call from a page: the header shows a back button with this title while the page is mounted. */
export function usePageHeader(title: string, options: { subtitle?: string; back?: boolean | string } = {}) {
  const { setHeader } = useContext(Ctx);
  const { subtitle, back = true } = options;
  useEffect(() => {
    setHeader({ title, subtitle, back });
    return () => setHeader(null);
  }, [setHeader, title, subtitle, back]);
}
