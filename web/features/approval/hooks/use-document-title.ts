// The tab title for the public pages, which have no app shell to set one.
import { useEffect } from "react";

export function useDocumentTitle(title: string) {
  useEffect(() => {
    const before = document.title;
    document.title = `${title} - PayStage`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
