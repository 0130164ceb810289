import { useState, type FormEvent } from "react";
import { formsCopy, privacyContact } from "#content/forms-copy";
import { jobApplicationCopy as copy } from "#content/jobs";
import { JOB_APPLICATION_ENDPOINT } from "#forms/api";
import { fieldErrors } from "#forms/field-errors";
import {
  EXPERIENCE_OPTIONS,
  JOB_APPLICATION_MESSAGES,
  NOTICE_PERIOD_OPTIONS,
  RESUME_FIELD,
  checkResumeFile,
  jobApplicationSchema,
} from "#forms/job-application";
import { ErrorSummary } from "../../components/ui/error-summary";
import { SelectField, TextAreaField, TextField } from "../../components/ui/form-field";
import { DataNotice } from "../../components/forms/data-notice";
import { HoneypotField } from "../../components/forms/honeypot-field";
import { SubmitButton } from "../../components/forms/submit-button";
import { sendMultipart } from "../../components/forms/send-form";
import { errorList, focusFirstInvalid, useValidatedForm, type Errors } from "../../components/forms/use-validated-form";
import { ResumeUpload, type UploadItem } from "./resume-upload";

const TEXT_FIELDS = [
  "firstName", "lastName", "email", "phone", "experience", "location",
  "company", "currentCTC", "expectedCTC", "noticePeriod", "coverLetter",
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type Field = TextFieldName | "resume";
const ORDER: readonly Field[] = [...TEXT_FIELDS, "resume"];
const initial = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ""])) as Record<TextFieldName, string>;
const idOf = (f: Field) => `job-${f}`;

type Props = { job: { id: string; title: string }; onSubmitted: () => void };

/** The job application (spec 5): every text field plus one resume, sent together as multipart. */
export function JobApplicationForm({ job, onSubmitted }: Props) {
  const [validate] = useState(
    () => (values: Record<TextFieldName, string>) => fieldErrors(jobApplicationSchema, { ...values, jobId: job.id }) as Errors<TextFieldName>,
  );
  const form = useValidatedForm<TextFieldName>(initial, validate);
  const [file, setFile] = useState<File | null>(null);
  const [item, setItem] = useState<UploadItem | null>(null);
  const [resumeError, setResumeError] = useState<string | undefined>();
  const [honeypot, setHoneypot] = useState("");
  const [failure, setFailure] = useState<string | undefined>();
  const sending = item?.status === "uploading";

  const pick = (picked: File | null) => {
    if (!picked) return;
    const message = checkResumeFile([picked]);
    setItem({ name: picked.name, size: picked.size, status: message ? "error" : "ready", percent: 0 });
    setFile(message ? null : picked);
    setResumeError(message);
  };

  const remove = () => {
    setFile(null);
    setItem((it) => (it ? { ...it, status: "removed", percent: 0 } : it));
    setResumeError(undefined);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setFailure(undefined);
    const errors: Errors<Field> = { ...form.validateAll() };
    const fileError = file ? undefined : (resumeError ?? JOB_APPLICATION_MESSAGES.resumeRequired);
    setResumeError(fileError);
    if (fileError) errors.resume = fileError;
    if (Object.keys(errors).length > 0 || !file) {
      focusFirstInvalid(ORDER, errors, idOf);
      return;
    }
    const data = new FormData();
    for (const f of TEXT_FIELDS) data.append(f, form.values[f]);
    data.append("jobId", job.id);
    data.append("website", honeypot);
    data.append(RESUME_FIELD, file, file.name);
    setItem({ name: file.name, size: file.size, status: "uploading", percent: 0 });
    const result = await sendMultipart(JOB_APPLICATION_ENDPOINT, data, (percent) =>
      setItem((it) => (it && it.status === "uploading" ? { ...it, percent } : it)),
    );
    if (result.kind === "ok") {
      setItem((it) => (it ? { ...it, status: "done", percent: 100 } : it));
      onSubmitted();
      return;
    }
    setItem((it) => (it ? { ...it, status: "error" } : it));
    if (result.kind === "invalid") {
      const { [RESUME_FIELD]: serverResume, ...rest } = result.fieldErrors;
      form.setErrors(rest as Errors<TextFieldName>);
      if (serverResume) setResumeError(serverResume);
      const all: Errors<Field> = { ...(rest as Errors<TextFieldName>), ...(serverResume ? { resume: serverResume } : {}) };
      if (Object.keys(all).length === 0) setFailure(result.message);
      focusFirstInvalid(ORDER, all, idOf);
    } else if (result.status === 413) {
      // 413: the file is over the limit; say so beside the control.
      setResumeError(result.message);
    } else {
      setFailure(result.message);
    }
  };

  const { values, errors } = form;
  const bind = (f: TextFieldName) => ({ ...form.field(f, idOf(f), copy.labels[f]), requiredMark: formsCopy.required });
  const list = errorList(ORDER, { ...errors, resume: resumeError }, idOf);

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-4" aria-describedby="job-notice">
      <ErrorSummary title={formsCopy.correctErrors} errors={list} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bind("firstName")} autoComplete="given-name" />
        <TextField {...bind("lastName")} autoComplete="family-name" />
        <TextField {...bind("email")} type="email" autoComplete="email" />
        <TextField
          {...bind("phone")}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          onChange={(e) => form.setValue("phone", e.target.value.replace(/\D/g, "").slice(0, 10))}
        />
        <SelectField {...bind("experience")} options={EXPERIENCE_OPTIONS} placeholder={formsCopy.selectPlaceholder} />
        <TextField {...bind("location")} autoComplete="address-level2" />
        <TextField {...bind("company")} autoComplete="organization" />
        <SelectField {...bind("noticePeriod")} options={NOTICE_PERIOD_OPTIONS} placeholder={formsCopy.selectPlaceholder} />
        <TextField {...bind("currentCTC")} placeholder={copy.placeholders.currentCTC} />
        <TextField {...bind("expectedCTC")} placeholder={copy.placeholders.expectedCTC} />
      </div>
      <TextAreaField {...bind("coverLetter")} rows={5} hint={`${values.coverLetter.trim().length} / 50+`} />
      <ResumeUpload id={idOf("resume")} item={item} error={resumeError} onPick={pick} onRemove={remove} />
      <HoneypotField idPrefix="job" label={formsCopy.honeypotLabel} value={honeypot} onChange={setHoneypot} />
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton sending={sending} label={copy.submit} sendingLabel={formsCopy.submitting} className="shrink-0 px-6 py-3" />
        <DataNotice id="job-notice" notice={copy.notice} contact={privacyContact} />
      </div>
    </form>
  );
}
