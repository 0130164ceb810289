// Staff's view of delivery: what has not reached people yet and why, and a
// way to send it again once the cause (a mail server, a CRM) is fixed.
import { type DeliveryState, countByState, deliveryState, listUndelivered, requeue } from "../../delivery/outbox";
import { istTime } from "../../submissions/lead-email";
import { normalizeReference } from "../../submissions/reference";
import { type Command, CommandError, UsageError } from "../command";

const DELIVERY_ID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

function when(iso: string, now: Date): string {
  const seconds = Math.round((Date.parse(iso) - now.getTime()) / 1000);
  if (seconds <= 0) return "now";
  if (seconds < 90) return `in ${seconds} s`;
  if (seconds < 90 * 60) return `in ${Math.round(seconds / 60)} min`;
  return `in ${(seconds / 3600).toFixed(1)} h`;
}

const pad = (s: string, n: number) => s.padEnd(n);

export const outboxCommand: Command = {
  usage: [
    "outbox                                   (deliveries not made yet, with their last error)",
    "outbox retry <delivery id|reference> | --dead",
  ],
  options: { dead: { type: "boolean" } },
  async run({ db, args, options, io, now }) {
    const [sub, target, ...extra] = args;
    if (extra.length) throw new UsageError(`Unexpected arguments: ${extra.join(" ")}`);

    if (sub === undefined) {
      if (options.dead) throw new UsageError("--dead goes with retry: outbox retry --dead");
      const counts = await countByState(db);
      const rows = await listUndelivered(db);
      const states: DeliveryState[] = ["pending", "retrying", "sending", "dead"];
      io.out(`${rows.length} not delivered (${states.map((s) => `${s} ${counts[s]}`).join(", ")}); ${counts.delivered} delivered.\n`);
      if (rows.length === 0) return 0;
      io.out(
        `\n${pad("STATE", 9)}${pad("CHANNEL", 8)}${pad("REFERENCE", 11)}${pad("FORM", 17)}${pad("TRIES", 6)}${pad("NEXT TRY", 10)}${pad("DELIVERY ID", 37)}SUBMITTED (IST) / LAST ERROR\n`,
      );
      for (const r of rows) {
        const state = deliveryState(r);
        const next = state === "pending" || state === "retrying" ? when(r.nextAttemptAt, now) : state === "sending" ? "sending" : "never";
        io.out(
          `${pad(state, 9)}${pad(r.channel, 8)}${pad(r.reference ?? "-", 11)}${pad(r.form ?? "staff email", 17)}${pad(String(r.attempts), 6)}${pad(next, 10)}${pad(r.id, 37)}${istTime(r.createdAt)}\n` +
            (r.lastError ? `${" ".repeat(9)}last error: ${r.lastError}\n` : ""),
        );
      }
      if (counts.dead > 0) io.out(`\nOnce the cause is fixed: npm run leads -- outbox retry --dead\n`);
      return 0;
    }

    if (sub !== "retry") throw new UsageError(`outbox takes "retry" or nothing, not "${sub}"`);
    if (options.dead) {
      if (target) throw new UsageError("outbox retry takes a delivery id, a reference, or --dead, not both");
      const n = await requeue(db, { dead: true }, now);
      io.out(
        `Requeued ${n} dead ${n === 1 ? "delivery" : "deliveries"}; a running server sends ${n === 1 ? "it" : "them"} within seconds.\n`,
      );
      return 0;
    }
    if (!target) throw new UsageError("outbox retry needs a delivery id, a reference (UF-...), or --dead");
    const reference = DELIVERY_ID.test(target) ? undefined : normalizeReference(target);
    if (!DELIVERY_ID.test(target) && !reference)
      throw new UsageError(`"${target}" is neither a delivery id nor a reference such as UF-7K3Q9D`);
    const n = await requeue(db, reference ? { reference } : { id: target.toLowerCase() }, now);
    if (n === 0) {
      const sending = (await listUndelivered(db)).some(
        (r) => r.status === "sending" && (reference ? r.reference === reference : r.id === target.toLowerCase()),
      );
      throw new CommandError(
        sending
          ? `${target} is being sent right now; see npm run leads -- outbox`
          : `No delivery with ${reference ? "reference" : "id"} ${reference ?? target}`,
      );
    }
    io.out(
      `Requeued ${n} ${n === 1 ? "delivery" : "deliveries"} of ${reference ?? target}; a running server sends ${n === 1 ? "it" : "them"} within seconds.\n`,
    );
    return 0;
  },
};
