import { formsCopy } from "#copy/form-words/common";
import { partnerEnquiryCopy as copy } from "#copy/form-words/partner-enquiry";
import { Dialog, DialogHeader } from "../../components/ui/dialog";
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
        <DialogHeader
          titleId="partner-sheet-title"
          title={copy.title}
          intro={copy.intro}
          closeLabel={formsCopy.close}
          onClose={onClose}
          className="sticky top-0 z-10 border-b border-slate-200 bg-white px-6 py-4"
        />
        <div className="px-6 py-6">
          <PartnerForm onDone={onClose} />
        </div>
      </div>
    </Dialog>
  );
}
