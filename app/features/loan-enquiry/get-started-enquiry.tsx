import { lazy, Suspense, useState } from "react";
import { formsCopy } from "#content/forms-copy";
import { loanEnquiryCopy as copy } from "#content/loan-enquiry-copy";
import { GENERIC_FORM_ERROR } from "#forms/api";
import { Dialog } from "../../components/ui/dialog";

// The form (and zod with it) is fetched when the visitor opens the dialog,
// or a moment earlier when they point at or focus the button.
const loadForm = () => import("./loan-enquiry-form");
// A chunk that fails to load (offline, or replaced by a new deploy) shows a
// message in the dialog instead of taking the page down.
const LoanEnquiryForm = lazy(() =>
  loadForm().catch(() => ({
    default: () => (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
        {GENERIC_FORM_ERROR}
      </p>
    ),
  })),
);

/** The Products page's 'Get Started': opens the business-loan enquiry in a dialog. */
export function GetStartedEnquiry({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadForm().catch(() => {})}
        onFocus={() => void loadForm().catch(() => {})}
        className={className ?? "rounded-md bg-saffron-400 px-6 py-3 font-semibold text-navy-950 hover:bg-saffron-100"}
      >
        {copy.trigger}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="loan-enquiry-title"
        closeOnBackdrop={false}
        className="m-auto w-[min(94vw,720px)] max-w-none rounded-xl p-0 shadow-2xl"
      >
        <div className="max-h-[90dvh] overflow-y-auto p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id="loan-enquiry-title" className="text-2xl font-bold text-navy-900">
                {copy.title}
              </h2>
              <p className="mt-1 text-sm text-muted">{copy.intro}</p>
            </div>
            <button type="button" onClick={() => setOpen(false)} aria-label={formsCopy.close} className="rounded-md p-2 text-navy-900 hover:bg-navy-50">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <div className="mt-6">
            <Suspense fallback={<p className="text-muted">{copy.loading}</p>}>
              <LoanEnquiryForm onDone={() => setOpen(false)} />
            </Suspense>
          </div>
        </div>
      </Dialog>
    </>
  );
}
