// A screen that fetches in an effect must not show an answer that arrives after it has moved on (other filters,
// another reference, another screen): the effect returns this cleanup, and a late answer or failure is dropped.

const ignore = () => {};

/** Hands `promise`'s answer to `onAnswer` (its failure to `onError`, dropped when there is none) only while the
 * effect that started it stands; returns that effect's cleanup. */
export function whileLive<T>(promise: Promise<T>, onAnswer: (answer: T) => void, onError: (error: unknown) => void = ignore): () => void {
  let live = true;
  promise.then(
    (answer) => {
      if (live) onAnswer(answer);
    },
    (error: unknown) => {
      if (live) onError(error);
    },
  );
  return () => {
    live = false;
  };
}
