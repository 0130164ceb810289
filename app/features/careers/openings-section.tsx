import { useEffect, useState } from "react";
import { formsCopy } from "#copy/form-words/common";
import { jobApplicationCopy } from "#copy/form-words/job-application";
import { jobs, type Job } from "#copy/jobs";
import { careerOpenings as copy } from "#copy/pages/career";
import { footerCopy } from "#copy/shell";
import { Toast } from "../../components/ui/toast";
import { fill } from "../../lib/fill";
import { ApplicationDialog } from "./application-dialog";
import { HeadedSection } from "../../components/ui/headed-section";

/** How long the success toast stays on screen. */
const APPLICATION_TOAST_MS = 5000;

const whereAndHow = (job: Job) => `${footerCopy.offices[job.office].city} · ${copy.employmentTypes[job.type]}`;

/** The list of openings, each with 'Apply', and the application modal it opens. */
export function OpeningsSection() {
  const [job, setJob] = useState<Job | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    if (!sent) return;
    const t = setTimeout(() => setSent(null), APPLICATION_TOAST_MS);
    return () => clearTimeout(t);
  }, [sent]);

  return (
    <HeadedSection
      headingId="openings-heading"
      heading={copy.heading}
      headingClassName="text-2xl font-bold text-navy-900"
      className="mx-auto max-w-7xl px-4 py-14 sm:px-6"
    >
      <p className="mt-2 text-muted">{copy.intro}</p>
      {jobs.length === 0 ? (
        <p className="mt-8 text-muted">{copy.none}</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {jobs.map((j) => (
            <li key={j.id} id={`job-${j.id}`} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-navy-900">{j.title}</h3>
              <p className="mt-1 text-sm text-muted">
                {whereAndHow(j)} · {j.department}
              </p>
              <p className="mt-1 text-sm text-muted">
                {copy.experienceLabel}: {j.experience}
              </p>
              <p className="mt-3 flex-1 text-ink">{j.description}</p>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted">
                {j.responsibilities.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
              <button
                type="button"
                aria-haspopup="dialog"
                aria-label={fill(copy.applyLabel, { title: j.title })}
                onClick={() => {
                  setSent(null);
                  setJob(j);
                }}
                className="mt-6 self-start rounded-md bg-navy-900 px-5 py-2 font-semibold text-white hover:bg-navy-800"
              >
                {copy.apply}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ApplicationDialog
        job={job}
        subtitle={job ? whereAndHow(job) : ""}
        onClose={() => setJob(null)}
        onSubmitted={(reference) => {
          setJob(null);
          setSent(reference);
        }}
      />
      <Toast>
        {sent ? (
          <>
            <p className="font-medium">{jobApplicationCopy.success.title}</p>
            <p className="mt-1 text-sm">{fill(formsCopy.reference, { reference: sent })}</p>
          </>
        ) : null}
      </Toast>
    </HeadedSection>
  );
}
