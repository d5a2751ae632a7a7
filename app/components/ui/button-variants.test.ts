import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button-variants";

describe("buttonVariants", () => {
  it("defaults to the primary, medium button", () => {
    expect(buttonVariants()).toContain("bg-brand-700 text-white");
    expect(buttonVariants()).toContain("h-11 px-5");
  });

  it("applies the chosen variant and size instead of the defaults", () => {
    const classes = buttonVariants({ variant: "secondary", size: "sm" });
    expect(classes).toContain("border-line bg-white");
    expect(classes).toContain("h-9 px-3");
    expect(classes).not.toContain("bg-brand-700");
    expect(classes).not.toContain("h-11");
  });

  it("appends extra classes", () => {
    expect(buttonVariants({ className: "mt-6 w-full" }).endsWith(" mt-6 w-full")).toBe(true);
  });
});
