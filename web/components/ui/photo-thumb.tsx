// A square photo thumbnail that degrades to an icon when this browser cannot show the format (e.g. HEIC).
import { ImageIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn";

export function PhotoThumb({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <div
      className={cn(
        "flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800",
        className,
      )}
    >
      {src && !broken ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <ImageIcon
          className="h-6 w-6 text-slate-500"
          aria-label={src ? `${alt} (preview not available)` : undefined}
          aria-hidden={src ? undefined : true}
        />
      )}
    </div>
  );
}
