// What the server itself reads of the published content
// (docs/decisions/130-live-site-content.md): the complaint emails name the
// grievance officers and send escalations to the Principal Nodal Officer of
// the live site, not of git. Each process sets the values of the generation it
// serves (live-files.ts); a process without published content reads git's.
const published = new Map<string, unknown>();

/** The live value of a section, or git's when the console has published none that wins. */
export function publishedValue<T>(section: string, git: T): T {
  return published.has(section) ? (published.get(section) as T) : git;
}

/** The sections the served generation shows with published values, by id (the others are git's). */
export function setPublishedValues(values: Record<string, unknown>): void {
  published.clear();
  for (const [section, value] of Object.entries(values)) published.set(section, value);
}
