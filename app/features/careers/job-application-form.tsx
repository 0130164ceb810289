import { useState } from "react";
import { formErrors, formsCopy, privacyContact } from "#copy/form-words/common";
import { jobApplicationCopy as copy } from "#copy/form-words/job-application";
import { locale } from "#copy/locale";
import { HONEYPOT_FIELD, LANG_FIELD } from "#forms/api";
import { checkResumeFile, jobApplicationForm as form } from "#forms/job-application";
import { DataNotice } from "../../components/form-kit/data-notice";
import { DeclaredFields } from "../../components/form-kit/declared-fields";
import { FormAlert } from "../../components/form-kit/form-alert";
import { HoneypotField, useHoneypot } from "../../components/form-kit/honeypot-field";
import { sendMultipart } from "../../components/form-kit/send-form";
import { SubmitButton } from "../../components/form-kit/submit-button";
import { type Errors, errorList, useDeclaredForm, visibleFields } from "../../components/form-kit/use-declared-form";
import { useSubmission } from "../../components/form-kit/use-submission";
import { ErrorSummary } from "../../components/ui/error-summary";
import { fill } from "../../lib/fill";
import { ResumeUpload, type UploadItem } from "./resume-upload";

const FILE = form.file.field;
const ORDER = [...visibleFields(form).map(([name]) => name), FILE];
const idOf = (f: string) => `job-${f}`;

type Props = { job: { id: string; title: string }; onSubmitted: (reference: string) => void };

/** The job application (docs/requirements.md#forms): every text field plus one resume, sent together as multipart. */
export function JobApplicationForm({ job, onSubmitted }: Props) {
  const state = useDeclaredForm(form, copy.messages, formsCopy.badCharacters, { jobId: job.id });
  const honeypot = useHoneypot();
  const [file, setFile] = useState<File | null>(null);
  const [item, setItem] = useState<UploadItem | null>(null);
  const [resumeError, setResumeError] = useState<string | undefined>();
  const m = copy.resume.messages;

  const pick = (picked: File | null) => {
    if (!picked) return;
    const message = checkResumeFile([picked], m);
    setItem({ name: picked.name, size: picked.size, status: message ? "error" : "ready", percent: 0 });
    setFile(message ? null : picked);
    setResumeError(message);
  };

  const { status, onSubmit } = useSubmission({
    order: ORDER,
    idOf,
    // The text fields by the shared schema, the file by its own check.
    validateAll: () => {
      const errors: Errors = { ...state.validateAll() };
      const fileError = file ? undefined : (resumeError ?? m.required);
      setResumeError(fileError);
      if (fileError) errors[FILE] = fileError;
      return errors;
    },
    setErrors: ({ [FILE]: serverResume, ...rest }) => {
      state.setErrors(rest);
      if (serverResume) setResumeError(serverResume);
    },
    send: async (key) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(state.valuesRef.current)) data.append(name, value);
      data.append("jobId", job.id);
      data.append(HONEYPOT_FIELD, honeypot.value);
      data.append(LANG_FIELD, locale.lang);
      data.append(FILE, file!, file!.name);
      setItem({ name: file!.name, size: file!.size, status: "uploading", percent: 0 });
      const result = await sendMultipart(form.endpoint, data, key, (percent) =>
        setItem((it) => (it && it.status === "uploading" ? { ...it, percent } : it)),
      );
      setItem((it) =>
        it ? { ...it, status: result.kind === "ok" ? "done" : "error", percent: result.kind === "ok" ? 100 : it.percent } : it,
      );
      if (result.kind === "ok") onSubmitted(result.reference);
      // Too large is about the file: say so beside it, in its own words.
      else if (result.kind === "error" && result.status === 413) setResumeError(m.size);
      return result;
    },
    failures: formErrors,
  });

  const list = errorList(ORDER, { ...state.errors, ...(resumeError ? { [FILE]: resumeError } : {}) }, idOf);
  const failure = status.kind === "failed" && list.length === 0 ? status.message : undefined;
  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-4" aria-describedby="job-notice">
      <ErrorSummary title={formsCopy.correctErrors} errors={list} />
      <DeclaredFields
        form={form}
        state={state}
        copy={copy}
        marks={formsCopy}
        idOf={idOf}
        columns={2}
        liveHint={(name, value) => (name === "coverLetter" ? fill(copy.coverLetterCount, { count: value.trim().length }) : undefined)}
      />
      <ResumeUpload
        id={idOf(FILE)}
        item={item}
        error={resumeError}
        onPick={pick}
        onRemove={() => {
          setFile(null);
          setItem((it) => (it ? { ...it, status: "removed", percent: 0 } : it));
          setResumeError(undefined);
        }}
      />
      <HoneypotField idPrefix="job" label={formsCopy.honeypotLabel} {...honeypot} />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton
          sending={status.kind === "submitting"}
          label={copy.submit}
          sendingLabel={formsCopy.submitting}
          className="shrink-0 px-6 py-3"
        />
        <DataNotice id="job-notice" notice={copy.notice} contact={privacyContact} />
      </div>
    </form>
  );
}
