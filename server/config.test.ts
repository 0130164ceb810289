import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config";

const read = (env: Record<string, string>) => readConfig(env, "/srv/site");

describe("server settings", () => {
  it("has the README's defaults", () => {
    expect(read({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      clientDir: "/srv/site/build/client",
      sqlitePath: "/srv/site/data/site.db",
      databaseUrl: undefined,
      logLevel: "info",
      formRateLimit: 5,
      formRateLimitTotal: 10,
      resumeBytesPerAddressPerDay: 25 * 1024 * 1024,
      resumeBytesPerDay: 2 * 1024 * 1024 * 1024,
      trustProxy: false,
      allowedOrigins: [],
      maxEventLoopDelayMs: 1000,
      maxEventLoopUtilization: 0.98,
      pressureRetryAfterSeconds: 5,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      idleTimeoutMs: 15_000,
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

  it("checks the limits and timeouts", () => {
    expect(read({ FORM_RATE_LIMIT_TOTAL: "20", IDLE_TIMEOUT_MS: "5000", MAX_EVENT_LOOP_UTILIZATION: "0.9" })).toMatchObject({
      formRateLimitTotal: 20,
      idleTimeoutMs: 5000,
      maxEventLoopUtilization: 0.9,
    });
    expect(() => read({ RESUME_BYTES_PER_DAY: "-1" })).toThrow(/RESUME_BYTES_PER_DAY="-1": RESUME_BYTES_PER_DAY must be above 0/);
    expect(() => read({ MAX_EVENT_LOOP_UTILIZATION: "1.5" })).toThrow(/MAX_EVENT_LOOP_UTILIZATION="1.5": must be a fraction/);
    expect(() => read({ HEADERS_TIMEOUT_MS: "200000" })).toThrow(/HEADERS_TIMEOUT_MS="200000": must not be longer than REQUEST_TIMEOUT_MS/);
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
});
