import { formsCopy } from "#content/forms-copy";
import { jobApplicationCopy as copy } from "#content/jobs";
import type { Job } from "#content/jobs";
import { Dialog } from "../../components/ui/dialog";
import { JobApplicationForm } from "./job-application-form";

/** The application modal (spec 2 and 9: width 800) for one opening; closing it discards the form. */
export function ApplicationDialog({ job, onClose, onSubmitted }: { job: Job | null; onClose: () => void; onSubmitted: () => void }) {
  return (
    <Dialog
      open={job !== null}
      onClose={onClose}
      labelledBy="application-title"
      closeOnBackdrop={false}
      className="m-auto w-[min(94vw,800px)] max-w-none rounded-xl p-0 shadow-2xl"
    >
      {job ? (
        <div className="max-h-[90dvh] overflow-y-auto p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id="application-title" className="text-2xl font-bold text-navy-900">
                {copy.titlePrefix} {job.title}
              </h2>
              <p className="mt-1 text-sm text-muted">
                {job.location} · {job.type}
              </p>
            </div>
            <button type="button" onClick={onClose} aria-label={formsCopy.close} className="rounded-md p-2 text-navy-900 hover:bg-navy-50">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <div className="mt-6">
            <JobApplicationForm job={job} onSubmitted={onSubmitted} />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
