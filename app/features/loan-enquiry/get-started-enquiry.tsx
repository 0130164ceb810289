import { Suspense, useState } from "react";
import { formErrors, formsCopy } from "#copy/form-words/common";
import { loanEnquiryCopy as copy } from "#copy/form-words/loan-enquiry";
import { FormAlert } from "../../components/form-kit/form-alert";
import { Dialog, DialogHeader } from "../../components/ui/dialog";
import { lazyComponent } from "../../lib/lazy-load";

// The form (and zod with it) is fetched when the visitor opens the dialog,
// or a moment earlier when they point at or focus the button.
const form = lazyComponent(
  () => import("./loan-enquiry-form"),
  () => <FormAlert>{formErrors.generic}</FormAlert>,
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
        onPointerEnter={form.preload}
        onFocus={form.preload}
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
          <DialogHeader
            titleId="loan-enquiry-title"
            title={copy.title}
            intro={copy.intro}
            closeLabel={formsCopy.close}
            onClose={() => setOpen(false)}
          />
          <div className="mt-6">
            <Suspense fallback={<p className="text-muted">{formsCopy.loading}</p>}>
              <form.Component onDone={() => setOpen(false)} />
            </Suspense>
          </div>
        </div>
      </Dialog>
    </>
  );
}
