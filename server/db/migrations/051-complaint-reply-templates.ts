// Reply templates the grievance team keeps in the console (issue 30,
// docs/decisions/095-reply-templates.md), each in one language, with
// {variables} the composer fills (shared/reply-templates.ts). The first ones,
// in every language, come from content/<lang>/form-words/complaint.ts
// (replyTemplateSeeds); the team edits, adds and removes them.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { LANGS } from "#shared/locales";
import { formCopies } from "../../generated/form-copies";
import { createTable } from "./table-kit";

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, "complaint_templates")`
        id text primary key, title text not null, lang text not null, body text not null,
        updated_by text not null, updated_at text not null`;
      const seeds = LANGS.flatMap((lang) =>
        formCopies[lang].complaint.replyTemplateSeeds.map((seed, i) => ({
          id: `${lang}-${i + 1}`,
          title: seed.title,
          lang,
          body: seed.body,
          updated_by: "setup",
          updated_at: "2026-11-27T00:00:00.000Z",
        })),
      );
      const q = db as unknown as Kysely<Record<string, Record<string, string>>>;
      await q.insertInto("complaint_templates").values(seeds).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("complaint_templates").execute();
    },
  };
}
