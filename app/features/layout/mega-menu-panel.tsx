import { useState } from "react";
import { Link } from "react-router";
import { investorMenuLabels as labels } from "#copy/investor-menu-labels";
import { investorMenu, type InvestorMenuItem } from "#content/investor-menu";
import { encodeModalPath } from "#shared/documents/path-codec";

type Props = {
  id: string;
  onClose: () => void;
  onUnavailable: () => void;
};

const labelOf = (item: InvestorMenuItem) => (labels.items as Record<string, string>)[item.path] ?? item.path;

const itemClass = "block w-full rounded-md px-2 py-1.5 text-left text-sm text-ink hover:bg-navy-50 hover:text-navy-800";

/** The menu's three columns; loaded on first hover or focus, so pages that never open it skip its bytes. */
export default function MegaMenuPanel({ id, onClose, onUnavailable }: Props) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggleGroup = (path: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  const entry = (item: InvestorMenuItem) =>
    item.folder ? (
      <Link to={`/investors?modalPath=${encodeURIComponent(encodeModalPath(item.folder))}`} className={itemClass} onClick={onClose}>
        {labelOf(item)}
      </Link>
    ) : (
      <button
        type="button"
        className={itemClass}
        onClick={() => {
          onClose();
          onUnavailable();
        }}
      >
        {labelOf(item)}
      </button>
    );

  return (
    <div className="grid grid-cols-3 gap-6">
      {investorMenu.map((group) => (
        <div key={group.id}>
          <p id={`${id}-${group.id}`} className="mb-2 px-2 text-xs font-semibold tracking-wide text-saffron-600 uppercase">
            {labels.groups[group.id]}
          </p>
          <ul aria-labelledby={`${id}-${group.id}`} className="flex flex-col gap-0.5">
            {group.items.map((item) => (
              <li key={item.path}>
                {item.children ? (
                  <>
                    <button
                      type="button"
                      aria-expanded={expanded.has(item.path)}
                      onClick={() => toggleGroup(item.path)}
                      className={`${itemClass} flex items-center justify-between`}
                    >
                      {labelOf(item)}
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 24 24"
                        className={`size-3.5 ${expanded.has(item.path) ? "rotate-180" : ""}`}
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                      >
                        <path d="M6 9l6 6 6-6" strokeLinecap="round" />
                      </svg>
                    </button>
                    {expanded.has(item.path) ? (
                      <ul className="ml-3 border-l border-navy-100 pl-2">
                        {item.children.map((child) => (
                          <li key={child.path}>{entry(child)}</li>
                        ))}
                      </ul>
                    ) : null}
                  </>
                ) : (
                  entry(item)
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
