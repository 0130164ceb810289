import { formsCopy } from "#content/forms-copy";
import { partnerFormCopy as copy } from "#content/partners";
import { Dialog } from "../../components/ui/dialog";
import { PartnerForm } from "./partner-form";

/**
 * The slide-in 'Become Our Partner' panel: a native modal dialog drawn as a
 * side sheet. The form lives only while the sheet is open, so closing it (by
 * any route) resets every field and error.
 */
export function PartnerSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy="partner-sheet-title"
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-lg p-0 shadow-2xl motion-safe:transition-transform motion-safe:duration-300 motion-safe:starting:open:translate-x-full"
    >
      <div className="flex min-h-full flex-col">
        <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-6 py-4">
          <div>
            <h2 id="partner-sheet-title" className="text-xl font-bold text-navy-900">
              {copy.title}
            </h2>
            <p className="mt-1 text-sm text-muted">{copy.intro}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            className="rounded-md p-2 text-navy-900 hover:bg-navy-50"
            aria-label={formsCopy.close}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className="px-6 py-6">
          <PartnerForm onDone={onClose} />
        </div>
      </div>
    </Dialog>
  );
}
