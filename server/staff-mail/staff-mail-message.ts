// The words of the staff's own emails (in English, the console's language):
// an invitation, a recovery link, the daily audit checkpoint. Each says what
// the link is for, until when it works, and what to do if it was not expected.
import { site } from "#content/site";
import { istTime } from "../submissions/lead-email";

export type StaffMailMessage = { subject: string; text: string };

const console_ = `the ${site.brand.name} staff console`;

export function invitationMail(o: { name: string; inviter: string; roles: string[]; link: string; expiresAt: string }): StaffMailMessage {
  return {
    subject: `Your invitation to ${console_}`,
    text: [
      `Dear ${o.name},`,
      "",
      `${o.inviter} invited you to ${console_}, as ${o.roles.join(", ")}.`,
      `Open this link on the phone or computer you will sign in with, and create your passkey there (no password is ever asked). It works once, until ${istTime(o.expiresAt)}:`,
      "",
      o.link,
      "",
      "If you did not expect this invitation, do not open the link; tell your administrator.",
      "",
    ].join("\n"),
  };
}

export function recoveryMail(o: {
  name: string;
  startedBy: string;
  approvedBy: string;
  link: string;
  expiresAt: string;
}): StaffMailMessage {
  return {
    subject: `Replace your passkey for ${console_}`,
    text: [
      `Dear ${o.name},`,
      "",
      `${o.startedBy} started the replacement of your passkey for ${console_}, and ${o.approvedBy} approved it. Your previous passkeys no longer sign you in.`,
      `Open this link on the phone or computer you will sign in with, and create a new passkey there. It works once, until ${istTime(o.expiresAt)}:`,
      "",
      o.link,
      "",
      `If you did not ask for this, do not open the link: tell ${o.approvedBy} or your security team at once.`,
      "",
    ].join("\n"),
  };
}

export function checkpointMail(o: { rows: number; at: string; signed: string }): StaffMailMessage {
  return {
    subject: `Audit trail checkpoint of ${istTime(o.at)}: ${o.rows} rows`,
    text: [
      `The staff console's audit trail held ${o.rows} rows at ${istTime(o.at)}. The checkpoint below names its last row's hash, signed with the server's audit key (kept outside the database).`,
      "Keep this email where the server's administrators cannot change it. To check that the trail has not been rewritten since, save the checkpoint to a file on the server and run:",
      "",
      "  npm run staff -- audit verify --checkpoint checkpoint.json",
      "",
      "It exits 1, saying why, when the trail no longer extends this checkpoint.",
      "",
      o.signed,
    ].join("\n"),
  };
}

/** "28 November 2026" for a day (YYYY-MM-DD, India), whatever the server's zone. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/**
 * The morning's follow-ups of one colleague (server/staff-mail/follow-up-mail.ts): each lead by reference, form and
 * the name the console shows, with its link; due today first, then those whose day has passed.
 */
export function followUpMail(o: {
  name: string;
  day: string;
  leads: readonly { reference: string; form: string; name: string; on: string }[];
  leadUrl: (reference: string) => string;
  listUrl: string;
}): StaffMailMessage {
  const line = (l: (typeof o.leads)[number]) => `- ${l.reference}, ${l.form}: ${l.name || "(no name)"}\n  ${o.leadUrl(l.reference)}`;
  const today = o.leads.filter((l) => l.on === o.day);
  const overdue = o.leads.filter((l) => l.on < o.day);
  const count = (n: number) => (n === 1 ? "1 follow-up" : `${n} follow-ups`);
  return {
    subject: `Your follow-ups for ${longDay(o.day)}: ${count(o.leads.length)}`,
    text: [
      `Dear ${o.name},`,
      "",
      `These leads assigned to you have a follow-up due in ${console_}.`,
      ...(today.length ? ["", `Due today, ${longDay(o.day)}:`, ...today.map(line)] : []),
      ...(overdue.length ? ["", "Overdue (their day has passed):", ...overdue.map((l) => `${line(l)}\n  (due ${longDay(l.on)})`)] : []),
      "",
      `All your follow-ups due: ${o.listUrl}`,
      "",
      "You get this email on a morning when you have follow-ups due. Set a new day or clear the follow-up on the lead once it is done.",
      "",
    ].join("\n"),
  };
}
