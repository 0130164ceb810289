// Tables, columns and indexes for migrations, declared in SQL-like words and compiled to the Kysely schema-builder
// calls the migrations used to spell out one by one (issue 28's duplicate count: any two tables of six columns read
// alike, line for line). A declaration lists its columns in order, grouped the way one reads them:
//   await createTable(db, "rate_counters")`
//     bucket text not null, key text not null, window_start bigint not null,
//     count integer not null default 0, expires_at bigint not null, owner_id text references staff_users.id,
//     constraint rate_counters_pk primary key (bucket, key, window_start)`;
//   await createIndexes(db, "rate_counters")`rate_counters_expires_at (expires_at), unique rate_counters_owner (owner_id)`;
// which runs `db.schema.createTable("rate_counters").addColumn("bucket", "text", (c) => c.notNull())...` and one
// `db.schema.createIndex(...).on(...).columns([...])` an index. addColumns(db, table) adds columns, one statement each.
// Words: a type (text, integer, bigint, blob, bytea), then any of `primary key`, `not null`, `unique`,
// `default 0` / `default 'new'`, `references table.column`; `-- a comment` runs to the end of its line.
// Anything else is refused, so a typo fails the migration's first run in a test rather than dropping a word.
// Why SQL's words in a template rather than a helper a column or an object of columns: those are still one column
// a line, the shape that repeated; the words are the ones a reader of the schema (sqlite_master, pg_dump) knows;
// and a column group on one line (who and when, the lease, the file) says what belongs together.
//
// Frozen (like frozen-lead-fields.ts): migrations already applied in production were rewritten onto this kit on
// 27 November 2026, and server/db/schema-snapshot.test.ts proves a fresh database still gets their schema to the
// byte on SQLite and PostgreSQL. So what a declaration compiles to must never change: Kysely orders a column's
// words itself (`not null unique`, whatever the order written), and this file only chooses which builder calls to
// make. A new need is a new word or a new function, never a change of what an existing one does.
import type { CreateTableBuilder, Kysely } from "kysely";

const TYPES = ["text", "integer", "bigint", "blob", "bytea"] as const;
type ColumnType = (typeof TYPES)[number];

type Column = {
  name: string;
  type: ColumnType;
  primaryKey: boolean;
  notNull: boolean;
  unique: boolean;
  defaultTo?: string | number;
  references?: string;
};
type Constraint = { name: string; kind: "primary key" | "unique"; columns: string[] };

/** Splits on commas outside parentheses, after dropping `--` comments. */
function parts(definition: string): string[] {
  const text = definition.replace(/--[^\n]*/g, "");
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth--;
    else if (text[i] === "," && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((p) => p.trim().replace(/\s+/g, " ")).filter(Boolean);
}

const names = (list: string) => list.split(",").map((n) => n.trim());

function literal(word: string): string | number {
  if (/^'[^']*'$/.test(word)) return word.slice(1, -1);
  if (/^-?\d+$/.test(word)) return Number(word);
  throw new Error(`table-kit: default ${word} is neither a number nor a 'quoted' text`);
}

function column(words: string): Column {
  const [name, type, ...rest] = words.match(/'[^']*'|\S+/g)!;
  if (!TYPES.includes(type as ColumnType)) throw new Error(`table-kit: "${words}": unknown type ${type}`);
  const c: Column = { name: name!, type: type as ColumnType, primaryKey: false, notNull: false, unique: false };
  for (let i = 0; i < rest.length; i++) {
    const [word, next] = [rest[i], rest[i + 1]];
    if (word === "primary" && next === "key") {
      c.primaryKey = true;
      i++;
    } else if (word === "not" && next === "null") {
      c.notNull = true;
      i++;
    } else if (word === "unique") {
      c.unique = true;
    } else if (word === "default" && next !== undefined) {
      c.defaultTo = literal(next);
      i++;
    } else if (word === "references" && next?.includes(".")) {
      c.references = next;
      i++;
    } else {
      throw new Error(`table-kit: "${words}": unknown word ${word}`);
    }
  }
  return c;
}

function declaration(definition: string): { columns: Column[]; constraints: Constraint[] } {
  const columns: Column[] = [];
  const constraints: Constraint[] = [];
  for (const part of parts(definition)) {
    const constraint = /^constraint (\S+) (primary key|unique) \(([^)]*)\)$/.exec(part);
    if (constraint) constraints.push({ name: constraint[1]!, kind: constraint[2] as Constraint["kind"], columns: names(constraint[3]!) });
    else columns.push(column(part));
  }
  return { columns, constraints };
}

type AddColumn = ReturnType<Kysely<unknown>["schema"]["createTable"]>["addColumn"];
type Build = NonNullable<Parameters<AddColumn>[2]>;

/** The builder calls of one column, as the migrations wrote them by hand. */
const modifiers =
  (c: Column): Build =>
  (b) => {
    let out = b;
    if (c.primaryKey) out = out.primaryKey();
    if (c.notNull) out = out.notNull();
    if (c.unique) out = out.unique();
    if (c.defaultTo !== undefined) out = out.defaultTo(c.defaultTo);
    if (c.references) out = out.references(c.references);
    return out;
  };

/** A template tag: the declaration's text, with `${bytes}` and the like filled in. */
type Declare = (strings: TemplateStringsArray, ...values: string[]) => Promise<void>;
const declared =
  (run: (definition: string) => Promise<void>): Declare =>
  (strings, ...values) =>
    run(strings.reduce((out, s, i) => out + values[i - 1]! + s));

/** `create table` with the declared columns, in order, and any `constraint name primary key|unique (a, b)`. */
export const createTable = (db: Kysely<unknown>, table: string): Declare =>
  declared(async (definition) => {
    const { columns, constraints } = declaration(definition);
    let builder: CreateTableBuilder<string, string> = db.schema.createTable(table);
    for (const c of columns) builder = builder.addColumn(c.name, c.type, modifiers(c));
    for (const k of constraints) {
      builder =
        k.kind === "primary key" ? builder.addPrimaryKeyConstraint(k.name, k.columns) : builder.addUniqueConstraint(k.name, k.columns);
    }
    await builder.execute();
  });

/** One `alter table ... add column` a declared column, in order (SQLite adds one column a statement). */
export const addColumns = (db: Kysely<unknown>, table: string): Declare =>
  declared(async (definition) => {
    const { columns, constraints } = declaration(definition);
    if (constraints.length) throw new Error(`table-kit: addColumns(${table}) takes columns only`);
    for (const c of columns) await db.schema.alterTable(table).addColumn(c.name, c.type, modifiers(c)).execute();
  });

/** `create [unique] index name on table (a, b)` for each `[unique] name (a, b)` declared, in order. */
export const createIndexes = (db: Kysely<unknown>, table: string): Declare =>
  declared(async (definition) => {
    for (const part of parts(definition)) {
      const index = /^(unique )?(\S+) \(([^)]*)\)$/.exec(part);
      if (!index) throw new Error(`table-kit: index "${part}" is not "[unique] name (column, ...)"`);
      // Kysely types index columns from literals written in the call; these are known only when the text is read.
      const builder = db.schema
        .createIndex(index[2]!)
        .on(table)
        .columns(names(index[3]!) as never[]);
      await (index[1] ? builder.unique() : builder).execute();
    }
  });
