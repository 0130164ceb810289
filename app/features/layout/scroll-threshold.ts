/** Pixels of scroll after which the header changes and the scroll-to-top button appears (spec 9). */
export const SCROLL_THRESHOLD = 100;
