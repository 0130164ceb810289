// Small inline icons (no icon font or library: a few paths cost less).
const base = { "aria-hidden": true, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 2 } as const;

export function LinkIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path
        d="M10 14a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1 1M14 10a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1-1"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function FolderIcon({ className = "size-6" }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" strokeLinejoin="round" />
    </svg>
  );
}

export function FileIcon({ className = "size-6" }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5" strokeLinejoin="round" />
    </svg>
  );
}

export function FilterIcon({ className = "size-6" }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path d="M4 5h16l-6 8v5l-4 2v-7z" strokeLinejoin="round" />
    </svg>
  );
}

export function BackIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
