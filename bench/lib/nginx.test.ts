import { describe, expect, it } from "vitest";
import { nginxConf } from "./nginx";

const base = {
  port: 4501,
  root: "/srv/site",
  workers: 1,
  headers: { "x-content-type-options": "nosniff", "content-security-policy": `default-src 'self'; x "y"` },
};

describe("nginxConf", () => {
  it("serves precompressed files from the build folder on a loopback port", () => {
    const conf = nginxConf("/tmp/p", base);
    expect(conf).toContain("listen 127.0.0.1:4501;");
    expect(conf).toContain("root /srv/site;");
    expect(conf).toContain("gzip_static on;");
    expect(conf).toContain("pid /tmp/p/nginx.pid;");
  });
  it("loads brotli_static only when the module is there, and says so otherwise", () => {
    expect(nginxConf("/tmp/p", base)).not.toContain("brotli_static on;");
    expect(nginxConf("/tmp/p", base)).toContain("nginx serves gzip");
    const br = nginxConf("/tmp/p", { ...base, brotliModule: "/m/brotli.so" });
    expect(br).toContain("load_module /m/brotli.so;");
    expect(br).toContain("brotli_static on;");
  });
  it("sends the same cache rules as our server and the extra headers in every location", () => {
    const conf = nginxConf("/tmp/p", base);
    expect(conf).toMatch(/location \/assets\/ \{[^}]*public, max-age=31536000, immutable/);
    expect(conf).toMatch(/location \/ \{[^}]*public, max-age=0, must-revalidate/);
    expect(conf.match(/add_header x-content-type-options "nosniff" always;/g)).toHaveLength(3);
    expect(conf).toContain(`add_header content-security-policy "default-src 'self'; x \\"y\\"" always;`);
  });
});
