import { describe, expect, it } from "vitest";
import { dropModulePreloads } from "./drop-module-preloads";

const page = `<head><link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/root-b.js"/><link rel="stylesheet" href="/assets/app-c.css"/><link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/></head><body><script type="module">import "/assets/manifest-d.js";
import("/assets/entry.client-a.js");</script></body>`;

describe("dropModulePreloads", () => {
  const result = dropModulePreloads(page);

  it("removes every modulepreload hint", () => {
    expect(result).not.toContain("modulepreload");
  });

  it("keeps the stylesheet, the font preload and the inline module script that loads the app", () => {
    expect(result).toContain('<link rel="stylesheet" href="/assets/app-c.css"/>');
    expect(result).toContain('rel="preload" href="/assets/inter.woff2"');
    expect(result).toContain('import("/assets/entry.client-a.js");');
  });
});
