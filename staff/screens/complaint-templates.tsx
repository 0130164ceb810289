// The grievance team's reply templates (server/staff/complaint-template-routes.ts):
// each in one language, with {variables} the composer fills from the complaint.
// Add, change and remove; each change is audited.
import { useEffect, useId, useState, type FormEvent } from "react";
import { REPLY_VARIABLES } from "#shared/reply-templates";
import { useAnnounce } from "../components/announcer";
import { PageHeading } from "../components/page-heading";
import { Button, Card, ErrorMessage, SelectField, TextField } from "../components/ui";
import { call, messageOf, messageTo } from "../lib/api";
import { chosen } from "../lib/choice";
import { LANGS } from "#shared/locales";
import { LANGUAGE_NAMES } from "../lib/format";
import type { ReplyTemplate } from "./reply-helpers";
import { AllComplaintsLink } from "./case-work";
import { whileLive } from "../lib/live";
import { Options } from "../components/options";

type Draft = { title: string; lang: string; body: string };
type Save = (draft: Draft, done: string) => Promise<boolean>;
/** The draft as the route takes it: a language the site has. */
const asBody = (d: Draft) => ({ ...d, lang: chosen(LANGS, d.lang) });

function TemplateForm({ initial, button, onSave, onDelete }: { initial: Draft; button: string; onSave: Save; onDelete?: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if ((await onSave(draft, `Template “${draft.title}” saved.`)) && !onDelete) setDraft(initial);
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <TextField label="Title" value={draft.title} maxLength={80} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
        <SelectField label="Language" value={draft.lang} onChange={(e) => setDraft({ ...draft, lang: e.target.value })}>
          <Options items={Object.entries(LANGUAGE_NAMES)} />
        </SelectField>
      </div>
      <div>
        <label htmlFor={`${id}-words`} className="block text-sm font-medium">
          Words
        </label>
        <textarea
          id={`${id}-words`}
          value={draft.body}
          lang={draft.lang}
          rows={5}
          maxLength={1000}
          onChange={(e) => setDraft({ ...draft, body: e.target.value })}
          className="mt-1 block w-full rounded border border-slate-400 px-2 py-1.5"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!draft.title.trim() || !draft.body.trim()}>
          {button}
        </Button>
        {onDelete && (
          <Button variant="danger" onClick={onDelete}>
            Remove
          </Button>
        )}
      </div>
    </form>
  );
}

export function ComplaintTemplatesScreen() {
  const announce = useAnnounce();
  const [templates, setTemplates] = useState<ReplyTemplate[]>();
  const [error, setError] = useState<string>();
  useEffect(() => whileLive(call("GET /complaints/templates"), (r) => setTemplates(r.templates), messageTo(setError)), []);
  const run = async (send: () => Promise<{ templates: ReplyTemplate[] }>, done: string) => {
    setError(undefined);
    try {
      setTemplates((await send()).templates);
      announce(done);
      return true;
    } catch (e) {
      setError(messageOf(e));
      return false;
    }
  };
  return (
    <div>
      <AllComplaintsLink />
      <PageHeading>Reply templates</PageHeading>
      <p className="mb-4">
        Officers start a reply from these. Write each in the language of the complaints it answers. These variables are filled from the
        complaint: {REPLY_VARIABLES.map((v) => `{${v}}`).join(", ")}.
      </p>
      <ErrorMessage message={error} />
      {templates?.map((t) => (
        <Card key={`${t.id}-${t.updatedAt}`} title={`${t.title} (${LANGUAGE_NAMES[t.lang] ?? t.lang})`}>
          <TemplateForm
            initial={{ title: t.title, lang: t.lang, body: t.body }}
            button="Save changes"
            onSave={(d, done) => run(() => call("PATCH /complaints/templates/:id", { params: { id: t.id }, body: asBody(d) }), done)}
            onDelete={() =>
              void run(() => call("DELETE /complaints/templates/:id", { params: { id: t.id } }), `Template “${t.title}” removed.`)
            }
          />
        </Card>
      ))}
      <Card title="Add a template">
        <TemplateForm
          initial={{ title: "", lang: "en", body: "" }}
          button="Add template"
          onSave={(d, done) => run(() => call("POST /complaints/templates", { body: asBody(d) }), done)}
        />
      </Card>
    </div>
  );
}
