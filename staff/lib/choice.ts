// A select's value, or a filter read from the address, comes back as a string; the contract wants one of its
// declared options. These narrow such a string back to the options, without a cast.

/** The value when it is one of `options`, else undefined (a filter in the address that the list does not know). */
export const oneOf = <T extends string>(options: readonly T[], value: string | null | undefined): T | undefined =>
  options.find((o) => o === value);

/** A select's value: it only ever offers `options`, so anything else falls back to the first. */
export const chosen = <T extends string>(options: readonly [T, ...T[]], value: string): T => oneOf(options, value) ?? options[0];
