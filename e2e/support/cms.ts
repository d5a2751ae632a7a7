/** Driving Decap CMS's editor as an editor does: its publish menu, its selects, its image field. */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { type Page, expect } from "@playwright/test";

/** Publish → Publish now (local mode has no drafts). */
export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

/** A select or relation field (react-select): open it by its label, type, choose the option. */
export async function pick(page: Page, label: string, option: string) {
  const control = page.getByRole("combobox", { name: label, exact: true });
  await control.click();
  await control.fill(option);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Accepts the CMS's "leave with unsaved changes?" question (a test may leave a form invalid). */
export function acceptDialogs(page: Page) {
  page.on("dialog", (dialog) => void dialog.accept());
}

/** Uploads a picture through an image field's media library and chooses it. */
export async function uploadImage(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole("button", { name: /choose selected/i }).click();
  await expect(page.getByRole("button", { name: "Remove image" })).toBeVisible();
}

/** Waits until a local server answers (decap-server, the static server of a rebuilt site). */
export async function waitFor(url: string, init?: RequestInit) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(url, init).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The paths of the pages whose content file names a claim (content/pages/<path>.yaml; home.yaml is /). */
export function pagesNaming(pagesDir: string, key: string): string[] {
  return (readdirSync(pagesDir, { recursive: true, encoding: "utf8" }) as string[])
    .filter(
      (file) =>
        file.endsWith(".yaml") &&
        new RegExp(`(claim: ${key}\\b|\\{\\{${key}\\}\\})`).test(
          readFileSync(path.join(pagesDir, file), "utf8"),
        ),
    )
    .map((file) =>
      file
        .split(path.sep)
        .join("/")
        .replace(/\.yaml$/, ""),
    )
    .map((file) => (file === "home" ? "/" : `/${file}`))
    .sort();
}
