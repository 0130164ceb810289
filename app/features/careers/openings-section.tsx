import { useEffect, useState } from "react";
import { jobs, type Job } from "#content/jobs";
import { careerOpenings as copy } from "#content/pages/career";
import { JOB_APPLICATION_SUCCESS } from "#forms/job-application";
import { Toast } from "../../components/ui/toast";
import { ApplicationDialog } from "./application-dialog";

/** How long the success toast stays on screen. */
export const APPLICATION_TOAST_MS = 5000;

/** The list of openings, each with 'Apply', and the application modal it opens. */
export function OpeningsSection() {
  const [job, setJob] = useState<Job | null>(null);
  const [toast, setToast] = useState(false);

  useEffect(() => {
    if (!toast) return;
    const t = setTimeout(() => setToast(false), APPLICATION_TOAST_MS);
    return () => clearTimeout(t);
  }, [toast]);

  return (
    <section aria-labelledby="openings-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="openings-heading" className="text-2xl font-bold text-navy-900">
        {copy.heading}
      </h2>
      <p className="mt-2 text-muted">{copy.intro}</p>
      {jobs.length === 0 ? (
        <p className="mt-8 text-muted">{copy.none}</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {jobs.map((j) => (
            <li key={j.id} id={`job-${j.id}`} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-navy-900">{j.title}</h3>
              <p className="mt-1 text-sm text-muted">
                {j.location} · {j.type} · {j.department}
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
                aria-label={`${copy.apply} ${copy.applyFor} ${j.title}`}
                onClick={() => {
                  setToast(false);
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
        onClose={() => setJob(null)}
        onSubmitted={() => {
          setJob(null);
          setToast(true);
        }}
      />
      <Toast>{toast ? <p className="font-medium">{JOB_APPLICATION_SUCCESS}</p> : null}</Toast>
    </section>
  );
}
