// `npm run staff -- audit verify [--checkpoint <file>]` and `audit checkpoint`
// (docs/decisions/104-keys-outside-the-database.md): the chain walked row by
// row, and held to a signed checkpoint, the one given or the newest kept.
import { readFileSync } from "node:fs";
import type { Kysely } from "kysely";
import type { DatabaseKind } from "../db/database";
import type { Database } from "../db/schema";
import { verifyAuditChain } from "../audit/audit-trail";
import { checkAgainst, extendsLatest, makeCheckpoint, parseCheckpoint, signedText } from "../audit/checkpoints";
import type { AuditKey } from "../keys/audit-key";
import type { Io } from "./command";

export async function auditVerify(db: Kysely<Database>, key: AuditKey, checkpointFile: string | undefined, io: Io): Promise<number> {
  if (checkpointFile !== undefined) {
    let text: string;
    try {
      text = readFileSync(checkpointFile, "utf8");
    } catch {
      io.err(`Cannot read ${checkpointFile}.\n`);
      return 1;
    }
    const signed = parseCheckpoint(text);
    if (!signed) {
      io.err(`${checkpointFile} is not a checkpoint (the JSON that \`audit checkpoint\` prints).\n`);
      return 1;
    }
    const verdict = await checkAgainst(db, key, signed);
    if (!verdict.ok) {
      io.err(`${verdict.reason}\n`);
      return 1;
    }
    io.out(
      `The audit trail is intact (${verdict.rows} rows) and extends the checkpoint of ${signed.checkpoint.at} (${signed.checkpoint.rows} rows).\n`,
    );
    return 0;
  }
  const chain = await verifyAuditChain(db);
  if (!chain.ok) {
    io.err(
      `The audit trail is broken at row ${chain.firstBad}: that row was altered or removed (${chain.rows} row(s) before it are intact).\n`,
    );
    return 1;
  }
  const latest = await extendsLatest(db, key);
  if (!latest.ok) {
    io.err(`${latest.reason}\n`);
    return 1;
  }
  const held = latest.checkpoint
    ? `, and extends the last checkpoint (${latest.checkpoint.at}, ${latest.checkpoint.rows} rows)`
    : "; no checkpoint is kept yet (npm run staff -- audit checkpoint)";
  io.out(`The audit trail is intact: ${chain.rows} row(s), each chained to the one before${held}.\n`);
  return 0;
}

export async function auditCheckpoint(db: Kysely<Database>, kind: DatabaseKind, key: AuditKey, io: Io, now: Date): Promise<number> {
  const result = await makeCheckpoint(db, kind, key, { actor: "shell", now });
  if ("broken" in result) {
    io.err(`No checkpoint signed: ${result.broken}\n`);
    return 1;
  }
  if ("taken" in result) return 1;
  io.out(signedText(result.made));
  return 0;
}
