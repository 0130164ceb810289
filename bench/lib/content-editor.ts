// A content editor for the benches of site content (bench/content.ts,
// bench/content-lighthouse.ts): invited with the staff CLI into the database
// the server uses, signed in with a software passkey, and able to save a
// section's draft and publish it as the console does.
import { execFileSync } from "node:child_process";
import { TestAuthenticator } from "#test/passkey-authenticator";
import { root } from "./built-server";

type ContentEditor = {
  /** Git's value of a section, as the console reads it. */
  git<T>(section: string): Promise<T>;
  /** Saves the section's draft and publishes it now; throws unless both answer 200. */
  publish(section: string, value: unknown): Promise<void>;
  /** The publishing request alone (the draft saved first): when it was sent and when it was answered. */
  timedPublish(section: string, value: unknown): Promise<{ sent: number; answered: number }>;
};

/** `dbEnv`: the server's DATABASE_URL or SQLITE_PATH; `serverOrigin`: the process the editor works on. */
export async function signInEditor(
  serverOrigin: string,
  dbEnv: Record<string, string>,
  email = "bench@example.in",
): Promise<ContentEditor> {
  // Passkeys are bound to a name, not an address: the console is at localhost.
  const origin = serverOrigin.replace("127.0.0.1", "localhost");
  const printed = execFileSync("npm", ["run", "--silent", "staff", "--", "invite", email, "--role", "content"], {
    cwd: root,
    env: { ...process.env, ...dbEnv },
    encoding: "utf8",
  });
  const token = new URL(printed.trim().split("\n").at(-1)!).hash.replace(/^#(?:token=)?/, "");
  const send = (url: string, body: object, cookie = "", method = "POST") =>
    fetch(origin + url, { method, headers: { "content-type": "application/json", origin, cookie }, body: JSON.stringify(body) });
  const { options } = (await (await send("/api/staff/auth/invitation/options", { token })).json()) as { options: { challenge: string } };
  const registered = await send("/api/staff/auth/invitation/verify", { token, response: new TestAuthenticator(origin).register(options) });
  const cookie = registered.headers.get("set-cookie")!.split(";")[0]!;

  const timedPublish = async (section: string, value: unknown) => {
    const saved = await send(`/api/staff/content/sections/${section}/draft`, { value }, cookie, "PUT");
    if (saved.status !== 200) throw new Error(`saving the draft answered ${saved.status}: ${await saved.text()}`);
    const sent = performance.now();
    const res = await send(`/api/staff/content/sections/${section}/draft/publish`, {}, cookie);
    if (res.status !== 200) throw new Error(`publishing answered ${res.status}: ${await res.text()}`);
    return { sent, answered: performance.now() };
  };
  return {
    async git<T>(section: string) {
      const res = await fetch(`${origin}/api/staff/content/sections/${section}`, { headers: { cookie } });
      return ((await res.json()) as { git: T }).git;
    },
    async publish(section, value) {
      await timedPublish(section, value);
    },
    timedPublish,
  };
}
