// The PayStage wordmark.
export const Wordmark = ({ className = "" }: { className?: string }) => (
  <span
    className={`inline-flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-700 dark:text-white ${className}`}
  >
    <svg viewBox="0 0 64 64" className="h-7 w-7" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0f4c81" />
      <path d="M18 46V18h15a10 10 0 0 1 0 20h-7v8z" fill="none" stroke="#fff" strokeWidth="6" strokeLinejoin="round" />
      <circle cx="46" cy="44" r="5" fill="#f5b301" />
    </svg>
    PayStage
  </span>
);
