// For tests: keys of their own (server/keys/), made fresh for each use, as an
// app built without settings makes its own; tests that build links pass the
// same keys to the app.
import { type Keys, ephemeralKeys } from "../../server/keys/key-files";

export const testKeys = (): Keys => ephemeralKeys();
