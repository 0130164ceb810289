// Bytes as the server reads files: a Buffer. A database driver gives Buffers already; a message from another thread
// carries a Buffer as a plain Uint8Array. Either way, the same memory, not a copy.
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
