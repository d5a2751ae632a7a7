/**
 * The footer's copyright line as it launched (2017), on the frozen launch content (test/fixtures/content). The same behaviours
 * for any content are layout.test.tsx.
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { SiteFooter } from "./site-footer";

describe("site footer at launch", () => {
  it("carries the 2017 copyright line with the company name", () => {
    render(<SiteFooter />);
    expect(screen.getByText(new RegExp(`© 2017 ${site.name}`))).toBeInTheDocument();
  });
});
