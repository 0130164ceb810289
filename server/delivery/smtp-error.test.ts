import { describe, expect, it } from "vitest";
import { classifySmtpError } from "./email-sender";

describe("a mail server's refusal as the outbox keeps it", () => {
  it("leaves out the recipient's address the server quoted (logs and outbox rows hold no visitor's email)", () => {
    const refusal = Object.assign(new Error("Can't send mail"), {
      responseCode: 550,
      response: "550 5.1.1 <asha.rao@example.in>: Recipient address rejected: User unknown in virtual mailbox table",
      permanent: true,
    });
    const outcome = classifySmtpError(refusal);
    expect(outcome).toMatchObject({ ok: false, permanent: true });
    expect(outcome.ok ? "" : outcome.error).not.toContain("asha.rao");
    expect(outcome.ok ? "" : outcome.error).toBe(
      "SMTP 550: 550 5.1.1 <address>: Recipient address rejected: User unknown in virtual mailbox table",
    );
  });

  it("keeps a reason that names no address as it is", () => {
    const outcome = classifySmtpError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ECONNECTION" }));
    expect(outcome).toEqual({ ok: false, permanent: false, error: "ECONNECTION: connect ECONNREFUSED 127.0.0.1:25" });
  });
});
