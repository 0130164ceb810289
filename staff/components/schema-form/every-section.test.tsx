// @vitest-environment jsdom
// Every section staff edit (content/sections.ts), with git's value and the
// schema the content API answers with, makes a form whose every control has
// a name and a unique id, and shows git's texts in it.
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { sections } from "#content/sections";
import { shapeSchema } from "#shared/content-shape";
import { LANGS } from "#shared/locales";
import type { JsonSchema } from "./json-schema";
import { SchemaForm } from "./schema-form";

afterEach(cleanup);

async function gitValue(module: string, exportName: string, lang?: string): Promise<unknown> {
  const loaded = (await import(/* @vite-ignore */ `../../../content/${lang ? `${lang}/` : ""}${module}.ts`)) as Record<string, unknown>;
  return loaded[exportName];
}

function firstText(v: unknown): string | undefined {
  if (typeof v === "string") return v;
  if (!v || typeof v !== "object") return undefined;
  for (const child of Object.values(v)) {
    const found = firstText(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

describe("the editor's form of every section", () => {
  it.each([...sections.values()].map((s) => [s.id, s] as const))("%s", async (_, s) => {
    const values: Record<string, unknown> = {};
    for (const lang of s.perLanguage ? LANGS : [""]) values[lang] = await gitValue(s.module, s.exportName, lang || undefined);
    const schema = z.toJSONSchema(s.schema ?? shapeSchema(values[s.perLanguage ? LANGS[0] : ""]), { unrepresentable: "any" });
    const { container } = render(
      <SchemaForm
        schema={schema as JsonSchema}
        title={s.title}
        langs={Object.keys(values)}
        values={values}
        onChange={() => {}}
        problems={[]}
      />,
    );
    const controls = [...container.querySelectorAll<HTMLElement>("input, select, textarea, output")];
    expect(controls.length).toBeGreaterThan(0);
    const ids = controls.map((c) => c.id).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of controls.filter((c) => c.tagName !== "OUTPUT"))
      expect(container.querySelector(`label[for="${c.id}"]`)?.textContent, c.id).toBeTruthy();
    // Git's first text is in a field.
    const text = firstText(values[Object.keys(values)[0]!]);
    if (text !== undefined) expect(controls.some((c) => (c as HTMLInputElement).value === text)).toBe(true);
  });
});
