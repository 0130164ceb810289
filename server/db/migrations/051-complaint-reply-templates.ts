// Reply templates the grievance team keeps in the console (issue 30,
// docs/decisions/095-reply-templates.md), each in one language, with
// {variables} the composer fills (shared/reply-templates.ts). Two to start
// with in each language; the team edits, adds and removes them.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

const at = "2026-11-27T00:00:00.000Z";
const SEEDS = [
  {
    id: "investigating-en",
    title: "We are looking into it",
    lang: "en",
    body: "Dear {name},\n\nThank you for your complaint {reference} of {filedOn}. We are looking into it and will answer you by {answerBy}.",
  },
  {
    id: "investigating-hi",
    title: "हम जाँच कर रहे हैं",
    lang: "hi",
    body: "प्रिय {name},\n\n{filedOn} की आपकी शिकायत {reference} के लिए धन्यवाद। हम इसकी जाँच कर रहे हैं और {answerBy} तक आपको जवाब देंगे।",
  },
  {
    id: "refund-en",
    title: "Final answer: charge refunded",
    lang: "en",
    body: "Dear {name},\n\nWe have checked your complaint {reference}. The charge was wrong: we refunded it to your account on {today}. We are sorry for the trouble.",
  },
  {
    id: "refund-hi",
    title: "अंतिम जवाब: शुल्क वापस",
    lang: "hi",
    body: "प्रिय {name},\n\nहमने आपकी शिकायत {reference} की जाँच की है। शुल्क गलत था: हमने {today} को इसे आपके खाते में वापस कर दिया है। हुई असुविधा के लिए हमें खेद है।",
  },
];

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("complaint_templates")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("lang", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("updated_by", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      const q = db as unknown as Kysely<Record<string, Record<string, string>>>;
      await q
        .insertInto("complaint_templates")
        .values(SEEDS.map((s) => ({ ...s, updated_by: "setup", updated_at: at })))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("complaint_templates").execute();
    },
  };
}
