// Mozilla's HTTP Observatory grade for one URL of a site running on this
// machine, printed as JSON: { grade, score, failed: [test: result] }.
//
//   NODE_EXTRA_CA_CERTS=cert.pem node --import tsx test/support/deploy/observatory-scan.ts HOST HTTP_PORT HTTPS_PORT PATH
//
// A child process of its own because Node reads NODE_EXTRA_CA_CERTS (the
// throwaway certificate, trusted so the scan sees valid TLS) only at start.
// The package's scan() calls retrieve() with the host name only, so ports
// and path would be lost: this does what scan() does with them kept, using
// the package's own tests and grading.
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";

const [host = "", httpPort, httpsPort, urlPath = "/"] = process.argv.slice(2);
if (!host || !httpPort || !httpsPort) {
  console.error("usage: observatory-scan.ts HOST HTTP_PORT HTTPS_PORT PATH");
  process.exit(2);
}

// The package's install script downloads Chromium's HSTS preload list, which
// needs the outside network (not run here). A throwaway host is on no
// preload list, so an empty one grades it exactly as the real list would.
const packageDir = path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
const preload = path.join(packageDir, "conf", "hsts-preload.json");
if (!existsSync(preload)) writeFileSync(preload, "{}\n");

const requests = await retrieve(host, { httpPort: Number(httpPort), httpsPort: Number(httpsPort), path: urlPath });
const status = requests.responses.auto?.status;
if (status === undefined) {
  console.log(JSON.stringify({ error: "the site could not be reached" }));
  process.exit(1);
}
const results = ALL_TESTS.map((test) => test(requests));
let withExtraCredit = 100;
let uncurved = 100;
for (const r of results) {
  if (!r.result) continue;
  const modifier = getScoreModifier(r.result);
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
}
const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(
  JSON.stringify({
    path: urlPath,
    status,
    grade,
    score,
    failed: results.filter((r) => !r.pass).map((r) => `${r.constructor.name}: ${r.result}`),
  }),
);
