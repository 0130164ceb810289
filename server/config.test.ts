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
      trustProxy: false,
    });
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
