import { underWorkingCopy as copy } from "#copy/shell";
import { Dialog } from "../../components/ui/dialog";

/** The 'Under Working' notice itself; loaded the first time it is opened. */
export default function UnderWorkingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} labelledBy="under-working-title" className="m-auto w-[min(92vw,26rem)] rounded-xl p-0 shadow-2xl">
      <div className="p-6 text-center">
        <h2 id="under-working-title" className="text-xl font-semibold text-navy-900">
          {copy.heading}
        </h2>
        {copy.lines.map((line) => (
          <p key={line} className="mt-2 text-muted">
            {line}
          </p>
        ))}
        <button type="button" onClick={onClose} className="mt-6 rounded-md bg-navy-900 px-5 py-2 font-medium text-white hover:bg-navy-800">
          {copy.close}
        </button>
      </div>
    </Dialog>
  );
}
