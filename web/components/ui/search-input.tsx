// A search box with an icon; its placeholder doubles as the accessible name unless a label is given.
import { Search } from "lucide-react";
import type { InputHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { inputClass } from "./field";

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label?: string };

export function SearchInput({ label, placeholder, className, ...props }: SearchInputProps) {
  return (
    <div className={cn("relative", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        type="search"
        aria-label={label ?? placeholder}
        placeholder={placeholder}
        className={cn(inputClass, "pl-10")}
        {...props}
      />
    </div>
  );
}
