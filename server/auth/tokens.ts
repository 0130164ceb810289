import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, base64url: a session or invitation token. */
export const newToken = () => randomBytes(32).toString("base64url");

/** What the database keeps of a token: a copy of the database opens nothing. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
