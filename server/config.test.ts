import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config";

const read = (env: Record<string, string>) => readConfig(env, "/srv/site");

describe("server settings", () => {
  it("has the defaults docs/configuration.md states", () => {
    expect(read({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      clientDir: "/srv/site/build/client",
      sqlitePath: "/srv/site/data/site.db",
      databaseUrl: undefined,
      logLevel: "info",
      followUpMailHour: 8,
      formRateLimit: 5,
      formRateLimitTotal: 10,
      resumeBytesPerAddressPerDay: 25 * 1024 * 1024,
      resumeBytesPerDay: 2 * 1024 * 1024 * 1024,
      trustProxy: false,
      allowedOrigins: [],
      alertRetentionDays: { pending: 7, unsubscribed: 30 },
      keySettings: {
        linkKeysFile: "/srv/site/data/keys/link-keys",
        auditKeyFile: "/srv/site/data/keys/audit-checkpoint.pem",
        generate: true,
        complianceEmail: [],
      },
      staffOrigin: undefined,
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0.98,
      pressureRetryAfterSeconds: 5,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      idleTimeoutMs: 15_000,
      shutdownTimeoutMs: 25_000,
      delivery: {
        email: undefined,
        webhook: undefined,
        retry: { firstDelayMs: 30_000, maxDelayMs: 21_600_000, maxAttempts: 20 },
        leaseMs: 60_000,
        concurrency: 64,
        idlePollMs: 2_000,
      },
      retentionMonths: {
        newsletter: 1,
        "partner-enquiry": 24,
        "loan-enquiry": 24,
        "job-application": 12,
        complaint: 96,
        "privacy-request": 36,
      },
    });
  });

  it("takes ALLOWED_ORIGINS as a list of bare origins", () => {
    expect(read({ ALLOWED_ORIGINS: "https://partner.example, http://localhost:5173/" }).allowedOrigins).toEqual([
      "https://partner.example",
      "http://localhost:5173",
    ]);
    expect(read({ ALLOWED_ORIGINS: "https://Partner.Example:443" }).allowedOrigins).toEqual(["https://partner.example"]);
    for (const bad of ["partner.example", "https://partner.example/apply", "ftp://partner.example", "https://partner.example?x=1", "*"]) {
      expect(() => read({ ALLOWED_ORIGINS: bad }), bad).toThrow(/ALLOWED_ORIGINS=.*must be origins such as/);
    }
  });

  it("takes STAFF_ORIGIN as the console's https origin by host name, and says why another is refused", () => {
    expect(read({ STAFF_ORIGIN: "https://WWW.Udyamitra.example/" }).staffOrigin).toBe("https://www.udyamitra.example");
    expect(read({ STAFF_ORIGIN: "http://localhost:4600" }).staffOrigin).toBe("http://localhost:4600");
    expect(read({}).staffOrigin).toBeUndefined();
    expect(() => read({ STAFF_ORIGIN: "https://203.0.113.7" })).toThrow(/STAFF_ORIGIN="https:\/\/203.0.113.7": .*refuse IP addresses/);
    expect(() => read({ STAFF_ORIGIN: "https://[2001:db8::1]" })).toThrow(/refuse IP addresses/);
    expect(() => read({ STAFF_ORIGIN: "http://www.udyamitra.example" })).toThrow(/must use https:\/\//);
    expect(() => read({ STAFF_ORIGIN: "https://www.udyamitra.example/staff" })).toThrow(/origin only/);
    expect(() => read({ STAFF_ORIGIN: "udyamitra" })).toThrow(/STAFF_ORIGIN=.*must be the site's origin/);
  });

  it("checks the limits and timeouts", () => {
    expect(read({ FORM_RATE_LIMIT_TOTAL: "20", IDLE_TIMEOUT_MS: "5000", MAX_EVENT_LOOP_UTILIZATION: "0.9" })).toMatchObject({
      formRateLimitTotal: 20,
      idleTimeoutMs: 5000,
      maxEventLoopUtilization: 0.9,
    });
    expect(() => read({ RESUME_BYTES_PER_DAY: "-1" })).toThrow(/RESUME_BYTES_PER_DAY="-1": RESUME_BYTES_PER_DAY must be above 0/);
    expect(read({ SHUTDOWN_TIMEOUT_MS: "5000" }).shutdownTimeoutMs).toBe(5000);
    expect(read({ FOLLOW_UP_MAIL_HOUR: "0" }).followUpMailHour).toBe(0);
    expect(() => read({ FOLLOW_UP_MAIL_HOUR: "24" })).toThrow(/FOLLOW_UP_MAIL_HOUR="24": FOLLOW_UP_MAIL_HOUR must be an hour from 0 to 23/);
    expect(() => read({ SHUTDOWN_TIMEOUT_MS: "soon" })).toThrow(/SHUTDOWN_TIMEOUT_MS="soon": SHUTDOWN_TIMEOUT_MS must be a whole number/);
    expect(() => read({ MAX_EVENT_LOOP_UTILIZATION: "1.5" })).toThrow(/MAX_EVENT_LOOP_UTILIZATION="1.5": must be a fraction/);
    expect(() => read({ HEADERS_TIMEOUT_MS: "200000" })).toThrow(/HEADERS_TIMEOUT_MS="200000": must not be longer than REQUEST_TIMEOUT_MS/);
    expect(read({ RETENTION_DAYS_ALERTS_PENDING: "3", RETENTION_DAYS_ALERTS_UNSUBSCRIBED: "90" }).alertRetentionDays).toEqual({
      pending: 3,
      unsubscribed: 90,
    });
    expect(() => read({ RETENTION_DAYS_ALERTS_PENDING: "0" })).toThrow(/RETENTION_DAYS_ALERTS_PENDING="0"/);
  });

  it("takes TRUST_PROXY as a hop count or as the proxies' addresses, never as 'trust everyone'", () => {
    expect(read({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(read({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(read({ TRUST_PROXY: "10.0.0.5, 10.0.1.0/24,::1" }).trustProxy).toEqual(["10.0.0.5", "10.0.1.0/24", "::1"]);
    expect(read({ TRUST_PROXY: "loopback" }).trustProxy).toEqual(["loopback"]);
    for (const bad of ["true", "yes", "10.0.0.300", "10.0.0.0/33", "proxy.internal"]) {
      expect(() => read({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY=.*number of proxies/);
    }
  });

  it("stops with every bad variable named and what it expects", () => {
    let error: unknown;
    try {
      read({ PORT: "70000", LOG_LEVEL: "loud", DATABASE_URL: "mysql://x", FORM_RATE_LIMIT: "0" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT="70000": must be a port number/);
    expect(message).toMatch(/LOG_LEVEL="loud": must be one of fatal, error, warn, info/);
    expect(message).toMatch(/DATABASE_URL="mysql:\/\/x": must be a postgres:\/\//);
    expect(message).toMatch(/FORM_RATE_LIMIT="0": FORM_RATE_LIMIT must be above 0/);
  });

  it("treats an empty variable as unset", () => {
    expect(read({ DATABASE_URL: "", PORT: "" })).toMatchObject({ databaseUrl: undefined, port: 3000 });
    expect(read({ DATABASE_URL: "postgres://u@db:5432/site" }).databaseUrl).toBe("postgres://u@db:5432/site");
  });

  describe("where the leads go", () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    const errorOf = (env: Record<string, string>) => {
      try {
        read(env);
      } catch (e) {
        return (e as Error).message;
      }
      throw new Error("no error");
    };

    it("reads email and webhook settings, with a list of recipients and per-form overrides by export name", () => {
      const { delivery } = read({
        SMTP_URL: "smtp://leads:pa55@mail.example.in:587",
        LEADS_EMAIL_FROM: "Website leads <leads@example.in>",
        LEADS_EMAIL_TO: "sales@example.in, ops@example.in",
        LEADS_EMAIL_TO_APPLICATIONS: "hr@example.in",
        LEADS_EMAIL_MAX_ATTACHMENT_BYTES: "1000000",
        LEADS_WEBHOOK_URL: "https://crm.example.in/hooks/leads",
        LEADS_WEBHOOK_SECRET: secret,
        LEADS_RETRY_FIRST_SECONDS: "0.5",
        LEADS_RETRY_MAX_SECONDS: "60",
        LEADS_RETRY_MAX_ATTEMPTS: "3",
        LEADS_DELIVERY_LEASE_SECONDS: "5",
      });
      expect(delivery.email).toEqual({
        smtpUrl: "smtp://leads:pa55@mail.example.in:587",
        from: "Website leads <leads@example.in>",
        to: ["sales@example.in", "ops@example.in"],
        toByForm: { applications: ["hr@example.in"] },
        maxAttachmentBytes: 1_000_000,
      });
      expect(delivery.webhook).toEqual({ url: "https://crm.example.in/hooks/leads", secret });
      expect(delivery.retry).toEqual({ firstDelayMs: 500, maxDelayMs: 60_000, maxAttempts: 3 });
      expect(delivery.leaseMs).toBe(5000);
      for (const name of ["NEWSLETTER", "PARTNERS", "LOANS"]) {
        expect(
          read({
            SMTP_URL: "smtps://mail.example.in",
            LEADS_EMAIL_FROM: "a@example.in",
            LEADS_EMAIL_TO: "b@example.in",
            [`LEADS_EMAIL_TO_${name}`]: "c@example.in",
          }).delivery.email?.toByForm,
        ).toEqual({
          [name.toLowerCase()]: ["c@example.in"],
        });
      }
    });

    it("stops on a bad URL, a missing From or To, a half-configured webhook, naming each variable", () => {
      expect(errorOf({ SMTP_URL: "mail.example.in:587", LEADS_EMAIL_FROM: "a@example.in", LEADS_EMAIL_TO: "b@example.in" })).toMatch(
        /SMTP_URL="mail\.example\.in:587": must be an smtp:\/\/ or smtps:\/\/ URL/,
      );
      expect(errorOf({ SMTP_URL: "http://mail.example.in", LEADS_EMAIL_FROM: "a@example.in", LEADS_EMAIL_TO: "b@example.in" })).toMatch(
        /SMTP_URL=.*smtp:\/\//,
      );
      expect(errorOf({ SMTP_URL: "smtp://mail.example.in" })).toMatch(
        /LEADS_EMAIL_FROM="": is required when SMTP_URL is set[\s\S]*LEADS_EMAIL_TO="": is required when SMTP_URL is set/,
      );
      expect(errorOf({ LEADS_EMAIL_TO: "b@example.in" })).toMatch(
        /SMTP_URL="": is required when LEADS_EMAIL_FROM or LEADS_EMAIL_TO is set/,
      );
      expect(errorOf({ SMTP_URL: "smtp://m.example.in", LEADS_EMAIL_FROM: "leads", LEADS_EMAIL_TO: "b@example.in, nobody" })).toMatch(
        /LEADS_EMAIL_FROM="leads": must be one address[\s\S]*LEADS_EMAIL_TO=.*"nobody" is not an address/,
      );
      expect(errorOf({ LEADS_WEBHOOK_URL: "https://crm.example.in/x" })).toMatch(
        /LEADS_WEBHOOK_SECRET="": is required when LEADS_WEBHOOK_URL is set/,
      );
      expect(errorOf({ LEADS_WEBHOOK_URL: "ftp://crm", LEADS_WEBHOOK_SECRET: secret })).toMatch(
        /LEADS_WEBHOOK_URL="ftp:\/\/crm": must be an https:\/\//,
      );
      expect(errorOf({ LEADS_RETRY_FIRST_SECONDS: "60", LEADS_RETRY_MAX_SECONDS: "30" })).toMatch(
        /LEADS_RETRY_MAX_SECONDS="30": must be at least LEADS_RETRY_FIRST_SECONDS/,
      );
      expect(errorOf({ LEADS_RETRY_MAX_ATTEMPTS: "0" })).toMatch(/LEADS_RETRY_MAX_ATTEMPTS="0": must be at least 1/);
    });

    it("never prints a secret or a password in its message", () => {
      const short = errorOf({ LEADS_WEBHOOK_URL: "https://crm.example.in/x", LEADS_WEBHOOK_SECRET: "whsec_c2hvcnQ=" });
      expect(short).toMatch(/LEADS_WEBHOOK_SECRET="\(hidden\)": must be a Standard Webhooks secret/);
      expect(short).not.toContain("c2hvcnQ");
      const withPassword = errorOf({
        SMTP_URL: "smtp://leads:s3cret@mail.example.in:99999",
        DATABASE_URL: "postgres://u:pw0rd@db:5432/site x",
      });
      expect(withPassword).toContain('SMTP_URL="smtp://leads:***@mail.example.in:99999"');
      expect(withPassword).toContain('DATABASE_URL="postgres://u:***@db:5432/site x"');
      expect(withPassword).not.toMatch(/s3cret|pw0rd/);
    });

    it("refuses a per-form variable that names no form, listing the ones that do", () => {
      expect(errorOf({ LEADS_EMAIL_TO_LOAN: "b@example.in" })).toMatch(
        /LEADS_EMAIL_TO_LOAN="b@example.in": names no form; the per-form recipient variables are LEADS_EMAIL_TO_NEWSLETTER, LEADS_EMAIL_TO_PARTNERS, LEADS_EMAIL_TO_LOANS, LEADS_EMAIL_TO_APPLICATIONS/,
      );
    });
  });
});
