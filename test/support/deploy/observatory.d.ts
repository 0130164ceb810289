// The parts of @mdn/mdn-http-observatory that observatory-scan.ts uses (the
// package ships JavaScript with JSDoc, no declarations).
declare module "@mdn/mdn-http-observatory/src/retriever/retriever.js" {
  export type RetrieveOptions = { httpPort?: number; httpsPort?: number; path?: string };
  export type Requests = { responses: { auto: { status: number; headers: Record<string, string> } | null } };
  export function retrieve(hostname: string, options?: RetrieveOptions): Promise<Requests>;
}
declare module "@mdn/mdn-http-observatory/src/constants.js" {
  import type { Requests } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
  export type TestOutput = { result: string | null; pass: boolean; constructor: { name: string } };
  export const ALL_TESTS: Array<(requests: Requests) => TestOutput>;
}
declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(expectation: string): number;
}
declare module "@mdn/mdn-http-observatory/src/grader/charts.js" {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
