import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { UserConfig } from "vite";
import { withoutCmsRouter } from "./dev-deps";

const require = createRequire(import.meta.url);

describe("the dev server's pre-bundled dependencies", () => {
  it("the CMS's React Router 5 is what npm finds as react-router-dom (so React Router's plugin would list it)", () => {
    const version = (require("react-router-dom/package.json") as { version: string }).version;
    expect(version.split(".")[0]).toBe("5");
  });

  it("leave react-router-dom out and keep the rest", () => {
    const config: UserConfig = { optimizeDeps: { include: ["react", "react-router", "react-router/dom", "react-router-dom"] } };
    withoutCmsRouter(config);
    expect(config.optimizeDeps?.include).toEqual(["react", "react-router", "react-router/dom"]);
  });
});
