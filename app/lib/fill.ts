/** Puts values into a copy template: fill("Show slide {n}", { n: 2 }) -> "Show slide 2". Unknown names stay as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
