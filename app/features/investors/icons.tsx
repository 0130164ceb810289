// Small inline icons (no icon font or library: a few paths cost less).
const base = { "aria-hidden": true, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 2 } as const;

type Path = { d: string; strokeLinecap?: "round"; strokeLinejoin?: "round" };

/** One outline icon: the shared frame around its path, with a default size the caller may replace. */
function outlineIcon(path: Path, defaultClassName: string) {
  return function Icon({ className = defaultClassName }: { className?: string }) {
    return (
      <svg {...base} className={className}>
        <path {...path} />
      </svg>
    );
  };
}

export const LinkIcon = outlineIcon(
  {
    d: "M10 14a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1 1M14 10a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1-1",
    strokeLinecap: "round",
  },
  "size-4",
);
export const FolderIcon = outlineIcon(
  { d: "M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z", strokeLinejoin: "round" },
  "size-6",
);
export const FileIcon = outlineIcon(
  { d: "M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5", strokeLinejoin: "round" },
  "size-6",
);
export const FilterIcon = outlineIcon({ d: "M4 5h16l-6 8v5l-4 2v-7z", strokeLinejoin: "round" }, "size-6");
export const BackIcon = outlineIcon({ d: "M15 18l-6-6 6-6", strokeLinecap: "round", strokeLinejoin: "round" }, "size-4");
