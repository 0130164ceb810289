import { Fragment, type ReactNode } from "react";

/** Puts values into a copy template: fill("Show slide {n}", { n: 2 }) -> "Show slide 2". Unknown names stay as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * fill() for values that are elements, e.g. a name marked lang="en" inside a
 * Hindi sentence: returns the template's text and the values in order.
 */
export function fillParts(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? <Fragment key={i}>{values[name]}</Fragment> : part;
  });
}
