// What can be done with a section's change: save the draft (checked against
// the version read, so a draft someone else saved since is not overwritten),
// preview it, publish it now or at an India time, or for a regulated section
// send it for approval; a second compliance officer approves or sends it
// back; a draft is discarded, a schedule cancelled. Refusals come back with
// the problems on their fields.
import { useState, type FormEvent } from "react";
import type { ContentProblem } from "#shared/site-content";
import { indiaLocalToIso } from "#shared/india-dates";
import { useAnnounce } from "../components/announcer";
import { Button, ErrorMessage, TextField } from "../components/ui";
import { ApiError, call, messageOf } from "../lib/api";
import type { StaffUser } from "#shared/staff-api/auth";
import { type ContentVersion, type SectionDetail, editsInPlace } from "../lib/content-types";
import { formatDateTime } from "../lib/format";
import { ContentPreview } from "./content-preview";

type Props = {
  detail: SectionDetail;
  user: StaffUser;
  value: unknown;
  dirty: boolean;
  changed: boolean;
  onSaved: (version: ContentVersion, problems: ContentProblem[]) => void;
  onProblems: (problems: ContentProblem[]) => void;
  onDone: (message: string) => Promise<void>;
};

const BAD_TIME = "Give the publishing time as a date and a time (India time), or leave it empty to publish now.";

export function ContentActions({ detail, user, value, dirty, changed, onSaved, onProblems, onDone }: Props) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(0);
  const announce = useAnnounce();
  const { section: s, open } = detail;
  const params = { section: s.id };
  const editable = !open || open.status === "draft" || open.status === "failed";
  const mayApprove = open?.status === "awaiting-approval" && !open.editors.includes(user.email) && open.createdBy !== user.email;
  const inPlace = editsInPlace(open, user.email);

  /** Runs one action; a refusal's problems go onto their fields. */
  const run = async (action: () => Promise<string | undefined>, reload = true) => {
    setBusy(true);
    setError(undefined);
    try {
      const message = await action();
      if (message && reload) await onDone(message);
      else if (message) announce(message);
    } catch (e) {
      setError(messageOf(e));
      if (e instanceof ApiError && Array.isArray(e.body.problems)) onProblems(e.body.problems as ContentProblem[]);
    } finally {
      setBusy(false);
    }
  };

  /** The form's value saved as the draft, when it differs from what the server holds. */
  const save = async (): Promise<ContentProblem[] | undefined> => {
    if (open && !dirty) return undefined;
    // "" when no draft was open as the form was read: a draft someone started since is reported, not overwritten.
    const r = await call("PUT /content/sections/:section/draft", { params, body: { value, updatedAt: open?.updatedAt ?? "" } });
    onSaved(r.version, r.problems);
    return r.problems;
  };

  const goLive = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = String(new FormData(e.currentTarget).get("publishAt") ?? "");
    const publishAt = typed ? indiaLocalToIso(typed) : undefined;
    if (typed && !publishAt) return setError(BAD_TIME);
    void run(async () => {
      await save();
      const body = publishAt ? { publishAt } : {};
      const r = s.approval
        ? await call("POST /content/sections/:section/draft/submit", { params, body })
        : await call("POST /content/sections/:section/draft/publish", { params, body });
      const v = r.version;
      if (s.approval) return "Sent for approval. A second compliance officer must approve it before it goes live.";
      return v.status === "scheduled"
        ? `Scheduled: it goes live at ${formatDateTime(v.publishAt)} (India time).`
        : `Published: version ${v.number} is live.`;
    });
  };

  const saveDraft = (
    <Button
      variant="secondary"
      disabled={busy}
      onClick={() =>
        void run(async () => {
          const wasAwaiting = open?.status === "awaiting-approval";
          const problems = await save();
          if (!problems) return "Nothing changed since the draft was saved.";
          // onSaved has put them on their fields; said here too, since the fields may be far down the form.
          const saved = problems.length
            ? `Draft saved. ${problems.length} ${problems.length === 1 ? "field stops" : "fields stop"} it going live: see the messages on the form.`
            : "Draft saved.";
          return wasAwaiting ? `${saved} It is a draft again: send it for approval once it is ready.` : saved;
        }, false)
      }
    >
      Save draft
    </Button>
  );

  return (
    <section aria-label="Change" className="mb-6 rounded border border-slate-300 bg-white p-4">
      <ErrorMessage message={error} />
      {editable && (
        <form onSubmit={goLive} className="flex flex-wrap items-end gap-3">
          {saveDraft}
          <Button
            variant="secondary"
            disabled={busy || (!open && !changed)}
            onClick={() => void run(async () => (await save(), setPreview((n) => n + 1), undefined), false)}
          >
            Preview
          </Button>
          <TextField label="Publish at (India time; leave empty for now)" name="publishAt" type="datetime-local" className="min-w-0" />
          <Button type="submit" disabled={busy || (!open && !changed)}>
            {s.approval ? "Send for approval" : "Publish"}
          </Button>
          {open && (
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => void run(async () => (await call("DELETE /content/sections/:section/draft", { params }), "Draft discarded."))}
            >
              Discard draft
            </Button>
          )}
        </form>
      )}
      {open?.status === "awaiting-approval" &&
        (mayApprove ? (
          <Approval section={s.id} busy={busy} run={run} />
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p>Waiting for a second compliance officer to approve it.</p>
            {inPlace && (
              <>
                <p>You may still edit it: saving takes it back to a draft, to be sent for approval again.</p>
                {saveDraft}
              </>
            )}
            <Button
              variant="danger"
              disabled={busy}
              onClick={() =>
                void run(async () => (await call("DELETE /content/sections/:section/draft", { params }), "The change is withdrawn."))
              }
            >
              Withdraw the change
            </Button>
          </div>
        ))}
      {open?.status === "scheduled" && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void run(
              async () => (
                await call("POST /content/sections/:section/draft/unschedule", { params }),
                "The schedule is cancelled: it is a draft again."
              ),
            )
          }
        >
          Cancel the schedule
        </Button>
      )}
      {preview > 0 && <ContentPreview key={preview} section={s.id} onProblems={onProblems} onClose={() => setPreview(0)} />}
    </section>
  );
}

type Run = (action: () => Promise<string | undefined>, reload?: boolean) => Promise<void>;

function Approval({ section, busy, run }: { section: string; busy: boolean; run: Run }) {
  const params = { section };
  const [reason, setReason] = useState("");
  return (
    <div className="mt-2 space-y-3">
      <p>Read the changes below, then approve them or send them back with a reason.</p>
      <Button
        disabled={busy}
        onClick={() =>
          void run(async () => {
            const { version: v } = await call("POST /content/sections/:section/draft/approve", { params });
            return v.status === "scheduled"
              ? `Approved: it goes live at ${formatDateTime(v.publishAt)} (India time).`
              : `Approved and published: version ${v.number} is live.`;
          })
        }
      >
        Approve and publish
      </Button>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void run(
            async () => (
              await call("POST /content/sections/:section/draft/reject", { params, body: { reason } }),
              "Sent back to its editor."
            ),
          );
        }}
      >
        <TextField
          label="Reason for sending it back"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          Send back
        </Button>
      </form>
    </div>
  );
}
