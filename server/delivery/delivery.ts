// Delivery wired into the server: the store hook that writes the outbox rows,
// the worker started with the server and stopped before the database closes,
// woken by every accepted submission, and the figures /api/health reports.
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { EmailKind } from "./email-kinds";
import { describeSmtp, createEmailSender } from "./email-sender";
import { type Channel, deadCount, oldestUndelivered, outboxHook } from "./outbox";
import type { Sender } from "./sender";
import type { DeliverySettings, EmailSettings } from "./settings";
import { type WebhookEvent, createWebhookSender } from "./webhook-sender";
import { createDeliveryWorker } from "./worker";

type DeliveryHealth = {
  channels: Channel[];
  /** Age of the oldest delivery not made yet, in seconds; null when none waits. Alert when it grows. */
  oldestPendingSeconds: number | null;
  /** Deliveries given up on: each needs a person (npm run leads -- outbox). */
  dead: number;
};

export type DeliveryHandle = {
  /** The channels this server sends (a visitor email is queued only where email goes). */
  channels: Channel[];
  /** For every form route: the outbox rows, in the submission's transaction. */
  storeHooks: ReturnType<typeof outboxHook>[];
  /** Complaint emails (acknowledgements, updates, escalations) can be sent: queue them. */
  complaintMail: boolean;
  /** Staff emails (invitations, recovery links, audit checkpoints) can be sent: queue them rather than show their links. */
  staffMail: boolean;
  /** A feature's emails (its outbox rows' messages "<name>.<what>", or LEAD_EMAIL): how the email channel builds them. */
  emailKind(name: string, kind: EmailKind): void;
  /** A feature's event for the CRM, by its outbox message ("person.erased"). */
  webhookEvent(message: string, build: WebhookEvent): void;
  /** Look for work now (something was queued outside a form's request). */
  wake(): void;
  health(): Promise<DeliveryHealth>;
};

export function registerDelivery(
  app: FastifyInstance,
  db: Db,
  settings: DeliverySettings | undefined,
  links: {
    /** The complaint emails' sender (server/complaints/ registers it): their own channel on the same SMTP server. */
    complaintMail?: ((settings: EmailSettings, db: Kysely<Database>, connections: number) => Sender) | undefined;
    /** The staff's own emails' sender (server/staff-mail/, handed in by the entry): a channel of its own too. */
    staffMail?: ((settings: EmailSettings, db: Kysely<Database>) => Sender) | undefined;
  } = {},
): DeliveryHandle {
  const senders: Partial<Record<Channel, Sender>> = {};
  // Filled by the features as they register (before the worker starts, at onReady).
  const emailKinds: Record<string, EmailKind> = {};
  const emailKind = (name: string, kind: EmailKind) => {
    if (emailKinds[name]) throw new Error(`delivery: the email kind "${name}" is registered twice`);
    emailKinds[name] = kind;
  };
  // More connections than 8 buy little from one mail server and can trip its limits; the rest wait in the pool.
  if (settings?.email) senders.email = createEmailSender(settings.email, db.kysely, Math.min(8, settings.concurrency), emailKinds);
  // Filled by the features as they register, as the email kinds are.
  const webhookEvents: Record<string, WebhookEvent> = {};
  const webhookEvent = (message: string, build: WebhookEvent) => {
    webhookEvents[message] = build;
  };
  if (settings?.webhook) senders.webhook = createWebhookSender(settings.webhook, { db: db.kysely, events: webhookEvents });
  // Emails about complaints travel the same SMTP server, as rows of their own channel (written by server/complaints/).
  if (settings?.email && links.complaintMail)
    senders["complaint-email"] = links.complaintMail(settings.email, db.kysely, Math.min(4, settings.concurrency));
  // The staff's own emails travel the same SMTP server too (server/staff-mail/).
  if (settings?.email && links.staffMail) senders["staff-email"] = links.staffMail(settings.email, db.kysely);
  const channels = Object.keys(senders) as Channel[];
  // Health names the channels leads travel; complaint and staff emails share the email channel's server.
  const leadChannels = channels.filter((c) => c !== "complaint-email" && c !== "staff-email");

  const health = async (): Promise<DeliveryHealth> => {
    const [oldest, dead] = await Promise.all([oldestUndelivered(db.kysely), deadCount(db.kysely)]);
    return {
      channels: leadChannels,
      oldestPendingSeconds: oldest ? Math.max(0, Math.round((Date.now() - Date.parse(oldest)) / 1000)) : null,
      dead,
    };
  };

  if (!settings || channels.length === 0) {
    app.log.warn(
      "delivery: no channel configured (set SMTP_URL, LEADS_EMAIL_FROM and LEADS_EMAIL_TO for email, LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET for a CRM): submissions are stored only",
    );
    return { channels: [], storeHooks: [], complaintMail: false, staffMail: false, emailKind, webhookEvent, wake: () => undefined, health };
  }

  const worker = createDeliveryWorker({ db: db.kysely, kind: db.kind, senders, settings, log: app.log });
  app.log.info(
    {
      channels,
      owner: worker.owner,
      ...(settings.email ? { smtp: describeSmtp(settings.email) } : {}),
      ...(settings.webhook ? { webhook: new URL(settings.webhook.url).host } : {}),
    },
    "delivery: sending leads",
  );
  app.addHook("onReady", async () => worker.start());
  // Before the database closes (onClose): sends in progress finish or are given back.
  app.addHook("preClose", async () => worker.stop());
  // The submission is committed once its 201 is sent: deliver it now, not at the next poll.
  app.addHook("onResponse", async (req, reply) => {
    if (req.method === "POST" && reply.statusCode === 201) worker.wake();
  });
  // Every submission gets a row per lead channel; complaint emails are queued by what causes them.
  return {
    channels: leadChannels,
    storeHooks: [outboxHook(leadChannels)],
    complaintMail: "complaint-email" in senders,
    staffMail: "staff-email" in senders,
    emailKind,
    webhookEvent,
    wake: worker.wake,
    health,
  };
}
