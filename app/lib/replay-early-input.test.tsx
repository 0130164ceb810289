// @vitest-environment jsdom
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { replayEarlyInput } from "./replay-early-input";

function Fields() {
  const [q, setQ] = useState("");
  const [agree, setAgree] = useState(false);
  const [city, setCity] = useState("");
  return (
    <form>
      <input aria-label="q" value={q} onChange={(e) => setQ(e.target.value)} />
      <input aria-label="agree" type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <select aria-label="city" value={city} onChange={(e) => setCity(e.target.value)}>
        <option value="">Choose</option>
        <option value="pune">Pune</option>
      </select>
      <output>{`${q}|${agree}|${city}`}</output>
    </form>
  );
}

it("hands what was typed, ticked and picked before hydration to React's state", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Fields />);
  document.body.append(container);
  const q = container.querySelector<HTMLInputElement>('[aria-label="q"]')!;
  const agree = container.querySelector<HTMLInputElement>('[aria-label="agree"]')!;
  const city = container.querySelector<HTMLSelectElement>('[aria-label="city"]')!;
  // The visitor, before any script: the browser changes the fields itself.
  q.value = "board meeting";
  agree.checked = true;
  city.value = "pune";
  const typed = new Map<HTMLInputElement | HTMLSelectElement, string | boolean>([
    [q, "board meeting"],
    [agree, true],
    [city, "pune"],
  ]);
  await act(async () => {
    hydrateRoot(container, <Fields />);
  });
  // Without the replay React's state is still empty: its next render would wipe the fields.
  expect(container.querySelector("output")!.textContent).toBe("|false|");
  await act(async () => replayEarlyInput(typed));
  expect(container.querySelector("output")!.textContent).toBe("board meeting|true|pune");
  expect(q.value).toBe("board meeting");
  expect(agree.checked).toBe(true);
});
