// Investor alerts as the email channel's kind "investor-alerts" (server/delivery/email-kinds.ts): the sign-up's
// confirmation and each document's alert, built when sent (alert-sender.ts).
import type { EmailKind } from "../delivery/email-kinds";
import type { LinkKeys } from "../keys/link-keys";
import { buildInvestorAlert } from "./alert-sender";

export function investorAlertEmailKind(links: { keys: LinkKeys; origin: string }): EmailKind {
  return async ({ db, delivery, message }) => {
    const built = await buildInvestorAlert(db, message ?? "", delivery.submission, links);
    return built && { ...built, to: [built.to], attachments: [] };
  };
}
