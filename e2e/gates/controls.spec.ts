import { expect, test } from "@playwright/test";
import { buttonsToClick, clickChangesSomething } from "../support/buttons";

test("the button rule tells a dead button from live ones", async ({ page }) => {
  await page.setContent(`<main>
    <button type="button" id="dead">Does nothing</button>
    <button type="button" id="live" onclick="this.textContent = 'Copied'">Copy</button>
    <button type="button" aria-expanded="false">Menu</button>
    <form><button>Send</button></form>
    <p id="ticker">0</p><script>setInterval(() => ticker.textContent++, 50)</script>
  </main>`);
  expect((await buttonsToClick(page)).map((c) => c.label)).toEqual(["Does nothing", "Copy"]);
  expect(await clickChangesSomething(page, 0)).toBe(false);
  expect(await clickChangesSomething(page, 1)).toBe(true);
});
