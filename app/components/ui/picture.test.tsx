import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Picture } from "./picture";

describe("Picture", () => {
  it("offers the modern versions first and keeps the image's size on the <img>", () => {
    const { container } = render(
      <Picture
        image={{
          src: "/media/a.png",
          width: 640,
          height: 360,
          alt: "A",
          sources: [
            { type: "image/avif", srcSet: "/media/a.avif" },
            { type: "image/webp", srcSet: "/media/a.webp" },
          ],
        }}
      />,
    );
    expect(
      [...container.querySelectorAll("picture > source")].map((source) =>
        source.getAttribute("type"),
      ),
    ).toEqual(["image/avif", "image/webp"]);
    const img = container.querySelector("picture > img");
    expect([
      img?.getAttribute("width"),
      img?.getAttribute("height"),
      img?.getAttribute("alt"),
    ]).toEqual(["640", "360", "A"]);
  });

  it("an SVG is a plain <img> with its size", () => {
    const { container } = render(
      <Picture image={{ src: "/blog/a.svg", width: 1200, height: 675, alt: "" }} />,
    );
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("width")).toBe("1200");
  });
});
