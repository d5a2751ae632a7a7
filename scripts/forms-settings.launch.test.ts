/** The launch content's form delivery (test/fixtures/content/form-delivery.yaml): none, forms compose mails. */
import { describe, expect, it } from "vitest";
import { buildFormsSettings } from "./forms-settings";

describe("the build's form delivery settings at launch", () => {
  it("are the site's settings (none as shipped), with the 15 s timeout", () => {
    expect(buildFormsSettings({})).toEqual({ settings: { provider: "none" }, timeoutMs: 15_000 });
  });
});
