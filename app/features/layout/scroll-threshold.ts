/** Pixels of scroll after which the header changes and the scroll-to-top button appears (docs/requirements.md#global-elements). */
export const SCROLL_THRESHOLD = 100;
