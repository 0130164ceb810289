// The editor of one section (loaded as a chunk of its own): its form,
// generated from the schema the API answers with, English and Hindi side by
// side; the open change's state; saving, previewing, publishing or sending for
// approval (content-actions.tsx); images (content-images.tsx); and every
// published version with its difference in words (content-history.tsx).
import { useCallback, useEffect, useMemo, useState } from "react";
import { LANGS } from "#shared/locales";
import { diffSection } from "#shared/content-diff";
import { useAnnounce } from "../components/announcer";
import { Link } from "../components/link";
import { PageHeading } from "../components/page-heading";
import { SchemaForm } from "../components/schema-form/schema-form";
import type { FieldProblem } from "../components/schema-form/form-context";
import type { JsonSchema } from "../components/schema-form/json-schema";
import { Card, ErrorMessage } from "../components/ui";
import { call, messageOf } from "../lib/api";
import { type SectionDetail, editsInPlace } from "../lib/content-types";
import type { StaffUser } from "#shared/staff-api/auth";
import { BASE } from "../lib/paths";
import { ContentActions } from "./content-actions";
import { ChangeList } from "./content-changes";
import { ContentHistory } from "./content-history";
import { ContentImages } from "./content-images";
import { OpenVersionState } from "./content-open-state";

/** The section's value as form columns: { en, hi } for copy in every language, { "": value } for shared facts. */
const toColumns = (value: unknown, perLanguage: boolean): Record<string, unknown> =>
  perLanguage ? { ...(value as Record<string, unknown>) } : { "": value };
const fromColumns = (columns: Record<string, unknown>, perLanguage: boolean): unknown =>
  perLanguage ? Object.fromEntries(LANGS.map((l) => [l, columns[l]])) : columns[""];

export default function ContentEditor({ section, user }: { section: string; user: StaffUser }) {
  const announce = useAnnounce();
  const [detail, setDetail] = useState<SectionDetail>();
  const [error, setError] = useState<string>();
  const [columns, setColumns] = useState<Record<string, unknown>>({});
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [dirty, setDirty] = useState(false);
  const [imageNames, setImageNames] = useState<string[]>([]);

  const load = useCallback(async () => {
    try {
      const d = await call("GET /content/sections/:section", { params: { section } });
      setDetail(d);
      setColumns(toColumns(d.open ? d.open.value : d.live, d.section.perLanguage));
      setProblems(d.open?.problems ?? []);
      setDirty(false);
      setError(undefined);
      return d;
    } catch (e) {
      setError(messageOf(e));
      return undefined;
    }
  }, [section]);
  useEffect(() => void load(), [load]);
  // Leaving the page (a reload, a closed tab) with unsaved edits asks first; the draft on the server is as last saved.
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  const perLanguage = detail?.section.perLanguage ?? false;
  const value = useMemo(() => fromColumns(columns, perLanguage), [columns, perLanguage]);
  const changes = useMemo(() => (detail ? diffSection(detail.live, value, perLanguage) : []), [detail, value, perLanguage]);

  if (!detail) {
    return (
      <div>
        <PageHeading>Site content</PageHeading>
        <ErrorMessage message={error} />
        {!error && <p>Loading…</p>}
      </div>
    );
  }
  const s = detail.section;
  // A change scheduled or being published is read, not edited; one sent for approval is edited only by its author.
  const readOnly = !!detail.open && !["draft", "failed"].includes(detail.open.status) && !editsInPlace(detail.open, user.email);
  return (
    <div>
      <p className="mb-2 text-sm">
        <Link href={`${BASE}/content`} className="text-blue-800 underline">
          Site content
        </Link>
      </p>
      <PageHeading>{s.title}</PageHeading>
      <p className="mb-3 text-sm text-slate-700">
        {s.liveNumber ? `Live: version ${s.liveNumber}.` : "Live: the version the site was built with."}{" "}
        {s.approval && "Each change goes live only once a second compliance officer approves it. "}
        Shown on {s.pages.join(", ")}.
      </p>
      {s.gitChanged && (
        <p className="mb-3 rounded border border-red-700 bg-red-50 px-3 py-2 text-red-900">
          Git changed: the developers changed this section in the code since the live version was started. The live version keeps showing;
          ask them to bring git up to date (npm run content -- export).
        </p>
      )}
      <ErrorMessage message={error} />
      {detail.open && <OpenVersionState version={detail.open} />}
      <ContentActions
        detail={detail}
        user={user}
        value={value}
        dirty={dirty}
        changed={changes.length > 0}
        onProblems={setProblems}
        onDone={async (message) => {
          await load();
          announce(message);
        }}
        onSaved={(updated, found) => {
          setDetail({
            ...detail,
            open: updated,
            section: { ...s, open: { id: updated.id, status: updated.status, updatedAt: updated.updatedAt, createdBy: updated.createdBy } },
          });
          setProblems(found);
          setDirty(false);
        }}
      />
      <Card title="Changes from the live version">
        <ChangeList changes={changes} empty="No changes from the live version." />
      </Card>
      <Card title="Edit">
        <SchemaForm
          schema={detail.schema as JsonSchema}
          title={s.title}
          langs={perLanguage ? LANGS : [""]}
          values={columns}
          onChange={(next) => {
            setColumns(next);
            setDirty(true);
          }}
          problems={problems}
          readOnly={readOnly}
          imageNames={imageNames}
        />
      </Card>
      <ContentImages onImages={setImageNames} />
      <ContentHistory
        detail={detail}
        onDone={async (message) => {
          await load();
          announce(message);
        }}
        onProblems={setProblems}
      />
    </div>
  );
}
