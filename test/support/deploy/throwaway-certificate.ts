// The recipe's throwaway TLS certificate, made with openssl as a site's real
// one would be (certbot), for the local nginx of test/support/deploy/local-recipe.ts.
import { execFileSync } from "node:child_process";
import path from "node:path";

/** A P-256 certificate for `host`, valid two days, that is its own authority (the tests trust it by file). */
export function makeCertificate(dir: string, host: string): { cert: string; key: string } {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${host}`,
      "-addext",
      `subjectAltName=DNS:${host}`,
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  return { cert, key };
}
