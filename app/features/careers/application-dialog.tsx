import { formsCopy } from "#copy/form-words/common";
import { jobApplicationCopy as copy } from "#copy/form-words/job-application";
import type { Job } from "#copy/jobs";
import { Dialog, DialogHeader } from "../../components/ui/dialog";
import { JobApplicationForm } from "./job-application-form";

/** The application modal (docs/requirements.md#career: width 800) for one opening; closing it discards the form. */
export function ApplicationDialog({
  job,
  subtitle,
  onClose,
  onSubmitted,
}: {
  job: Job | null;
  /** Where and how: "Mumbai · Full-time". */
  subtitle: string;
  onClose: () => void;
  onSubmitted: (reference: string) => void;
}) {
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
          <DialogHeader
            titleId="application-title"
            title={`${copy.titlePrefix} ${job.title}`}
            intro={subtitle}
            closeLabel={formsCopy.close}
            onClose={onClose}
          />
          <div className="mt-6">
            <JobApplicationForm job={job} onSubmitted={onSubmitted} />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
