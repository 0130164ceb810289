// The retention periods in the server's configuration: the defaults the
// privacy notice states, one variable per form to change them, and a clear
// refusal of a bad value.
import { describe, expect, it } from "vitest";
import { ALERT_RETENTION_DEFAULT_DAYS, ConfigError, RETENTION_DEFAULT_MONTHS, readConfig } from "../config";

describe("RETENTION_MONTHS_<FORM>", () => {
  it("defaults to the periods the privacy notice states, and takes one form's own", () => {
    expect(readConfig({}).retentionMonths).toEqual(RETENTION_DEFAULT_MONTHS);
    const config = readConfig({ RETENTION_MONTHS_PARTNERS: "36", RETENTION_MONTHS_PRIVACY_REQUESTS: "48" });
    expect(config.retentionMonths).toMatchObject({ "partner-enquiry": 36, "privacy-request": 48, "job-application": 12 });
  });

  it("refuses a value that is not a whole number of months, naming the variable", () => {
    expect(() => readConfig({ RETENTION_MONTHS_APPLICATIONS: "a year" })).toThrow(ConfigError);
    expect(() => readConfig({ RETENTION_MONTHS_APPLICATIONS: "a year" })).toThrow(/RETENTION_MONTHS_APPLICATIONS="a year"/);
  });
});

describe("RETENTION_DAYS_ALERTS_*", () => {
  it("defaults to the investor alerts list's days, and takes others", () => {
    expect(readConfig({}).alertRetentionDays).toEqual(ALERT_RETENTION_DEFAULT_DAYS);
    expect(readConfig({ RETENTION_DAYS_ALERTS_PENDING: "3", RETENTION_DAYS_ALERTS_UNSUBSCRIBED: "60" }).alertRetentionDays).toEqual({
      pending: 3,
      unsubscribed: 60,
    });
    expect(() => readConfig({ RETENTION_DAYS_ALERTS_PENDING: "0" })).toThrow(/RETENTION_DAYS_ALERTS_PENDING="0"/);
  });
});
