/**
 * A postal address, one line under another. lang="en": addresses keep their
 * English spelling on every page, and a Hindi page's screen reader is told so.
 */
export function PostalAddress({ lines, className }: { lines: readonly string[]; className: string }) {
  return (
    <address lang="en" className={className}>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
