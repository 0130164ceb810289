import { describe, expect, it } from "vitest";
import { parseWrk } from "./load-generator";

const sample = `Running 10s test @ http://127.0.0.1:4500/
  1 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   253.67us  120.10us   9.87ms   97.12%
    Req/Sec    15.80k     1.20k   17.10k    80.00%
  158012 requests in 10.01s, 1.23GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 5
Requests/sec:  15786.32
Transfer/sec:    125.61MB
`;

describe("parseWrk", () => {
  it("reads requests and bytes per second, latency in ms, and errors", () => {
    const r = parseWrk(sample);
    expect(r.requestsPerSec).toBe(15786.32);
    expect(r.bytesPerSec).toBeCloseTo(125.61 * 1024 * 1024);
    expect(r.latencyAvgMs).toBeCloseTo(0.25367);
    expect(r.errors).toBe(3);
    expect(r.non2xx).toBe(5);
  });
  it("counts no errors when wrk prints none", () => {
    const clean = sample
      .replace(/ {2}Socket errors.*\n/, "")
      .replace(/ {2}Non-2xx.*\n/, "")
      .replace("253.67us", "1.50ms");
    const r = parseWrk(clean);
    expect(r.errors).toBe(0);
    expect(r.non2xx).toBe(0);
    expect(r.latencyAvgMs).toBe(1.5);
  });
  it("refuses output without a requests/sec line", () => {
    expect(() => parseWrk("unable to connect to 127.0.0.1:4500 Connection refused")).toThrow(/wrk's output/);
  });
});
