// Which console-published version of each section git already holds
// (docs/decisions/130-live-site-content.md). Written by
// `npm run content -- export` together with the values it writes back into
// content/; a section's published version wins over git only while its
// number is above the one here. Do not edit by hand.
export const publishedVersions: Record<string, number> = {};
