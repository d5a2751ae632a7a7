// @vitest-environment node
/**
 * Where every form sends is content/form-delivery.yaml, the web team's file, and nothing else:
 * through the real content build on scratch copies, what the file says is what the build uses, no
 * file is mail, and delivery settings left in the company details stop the build with where they go.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formsCspSources } from "../../app/forms/csp-sources";
import { resolveFormsSettings } from "../../app/forms/settings";
import { readContent } from "../../app/content-layer/read";
import { scratchContent } from "../../test/scratch-content";
import { buildFormsSettings } from "../forms-settings";

const scratch = scratchContent("form-delivery");

/** A copy of content/ with form-delivery.yaml written as `delivery` (removed when undefined). */
function copyWith(name: string, delivery: string | undefined): string {
  const content = scratch.copy(name);
  const file = path.join(content, "form-delivery.yaml");
  if (delivery === undefined) rmSync(file);
  else writeFileSync(file, delivery);
  return content;
}

/** The settings a build of `content` hands to the site's build (undefined: none written). */
async function deliveryBuilt(content: string): Promise<unknown> {
  return (await readContent(content)).formDelivery;
}

describe("content/form-delivery.yaml", () => {
  it("is where the build takes the forms' destination from, and so every page's CSP", async () => {
    const content = copyWith("formspree", "provider: formspree\nformId: xyzabcd\n");
    const { settings } = buildFormsSettings({}, await deliveryBuilt(content));
    expect(settings).toMatchObject({ provider: "formspree", formId: "xyzabcd" });
    expect(formsCspSources(settings).connectSrc).toEqual(["https://formspree.io"]);
  });

  it("left out, every form composes a mail, as before any form service", async () => {
    const content = copyWith("none", undefined);
    // Not buildFormsSettings: given undefined, its default reads the live content's file.
    expect(resolveFormsSettings(await deliveryBuilt(content), {})).toEqual({ provider: "none" });
  });

  it("a bad address stops the build with the file and the setting; settings left in site.yaml are told where they go", async () => {
    const content = copyWith("misplaced", "provider: endpoint\nurl: http://collector.example/in\n");
    const site = path.join(content, "site.yaml");
    writeFileSync(site, `${readFileSync(site, "utf8")}forms:\n  provider: none\n`);
    const message = await deliveryBuilt(content).then(
      () => "built",
      (error: Error) => error.message,
    );
    expect(message).toMatch(/form-delivery\.yaml: url: an https:\/\/ URL/);
    expect(message).toMatch(/site\.yaml: forms: form delivery moved to \S+form-delivery\.yaml/);
  });
});
