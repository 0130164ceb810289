import { describe, expect, it } from "vitest";
import { site } from "#content/site";
import { SettingsError, readBuildSettings } from "./build-settings";

describe("build settings", () => {
  it("defaults to build/ and the origin in content/site.ts", () => {
    expect(readBuildSettings({}, "/srv/site")).toEqual({
      buildDir: "/srv/site/build",
      clientDir: "/srv/site/build/client",
      siteOrigin: site.origin,
      locale: "en",
    });
  });

  it("takes BUILD_DIR and SITE_ORIGIN, dropping a trailing slash", () => {
    expect(readBuildSettings({ BUILD_DIR: "build-ci", SITE_ORIGIN: "https://staging.example.in/" }, "/srv/site")).toMatchObject({
      buildDir: "/srv/site/build-ci",
      siteOrigin: "https://staging.example.in",
    });
  });

  it("refuses an origin with a path or another scheme, naming the variable", () => {
    expect(() => readBuildSettings({ SITE_ORIGIN: "https://example.in/site" })).toThrow(SettingsError);
    expect(() => readBuildSettings({ SITE_ORIGIN: "ftp://example.in" })).toThrow(/SITE_ORIGIN: must be an http\(s\) origin/);
  });
});
