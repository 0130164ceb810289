// The reference language's copy with every string widened: each language
// fills the same shape. Typing a translation's bundle as Copy<reference>
// makes a missing or misshapen translation a type error (the generated
// scripts/generated/copies.ts does it for every language).
export type Copy<T> = T extends string
  ? string
  : T extends number | boolean
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Copy<R>
      : T extends readonly (infer U)[]
        ? readonly Copy<U>[]
        : { readonly [K in keyof T]: Copy<T[K]> };
