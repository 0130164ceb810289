/** The placeholder brand's mark: a rising bar chart in a rounded square. */
export function BrandMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true">
      <rect width="40" height="40" rx="9" fill="#0b2545" />
      <rect x="9" y="22" width="5" height="9" rx="1" fill="#f59e0b" />
      <rect x="17.5" y="16" width="5" height="15" rx="1" fill="#f59e0b" />
      <rect x="26" y="9" width="5" height="22" rx="1" fill="#f59e0b" />
    </svg>
  );
}
