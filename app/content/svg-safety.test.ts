// @vitest-environment node
/** The SVG check on broken fixtures: each way an SVG could run code or load from elsewhere, and a plain drawing. */
import { describe, expect, it } from "vitest";
import { svgFileProblem, svgProblems } from "./svg-safety";

const svg = (inside: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40"${attributes}>${inside}</svg>`;

describe("an SVG under public/", () => {
  it("passes as a plain drawing with its own styles, gradients, links within and a raster data: URL", () => {
    const plain = svg(
      '<style>.a{fill:url(#g)}</style><defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs>' +
        '<rect class="a" width="40" height="40" style="stroke:url(\'#g\')"/><use href="#g"/><a href="/services"><text>online</text></a>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>',
    );
    expect(svgProblems(plain)).toEqual([]);
    expect(svgFileProblem("public/plain.svg", plain)).toBeUndefined();
  });

  it.each([
    ["a script", svg("<script>alert(document.domain)</script>"), "a <script> element"],
    [
      "a namespaced script",
      svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">x</svg:script>'),
      "a <script> element",
    ],
    ["an onload handler", svg("<rect/>", ' onload="alert(1)"'), "an event handler (onload=)"],
    [
      "an onclick handler on a shape",
      svg('<circle r="4" ONCLICK = "go()"/>'),
      "an event handler (ONCLICK=)",
    ],
    [
      "a foreignObject",
      svg(
        '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><form/></body></foreignObject>',
      ),
      "a <foreignObject> element",
    ],
    [
      "an href to another host",
      svg('<image href="https://tracker.example/p.png"/>'),
      "a reference to another host (https://tracker.example/p.png)",
    ],
    [
      "an xlink:href without a scheme",
      svg('<use xlink:href="//evil.example/s.svg#x"/>'),
      "a reference to another host (//evil.example/s.svg#x)",
    ],
    [
      "a javascript: link, its letters encoded",
      svg('<a href="&#106;avascript:alert(1)"><text>x</text></a>'),
      "a reference to a javascript: address",
    ],
    [
      "a javascript: link set by animation",
      svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'),
      "a reference to a javascript: address",
    ],
    [
      "a style url() to another host",
      svg('<rect style="fill:url(https://evil.example/f.svg#g)"/>'),
      "a reference to another host (https://evil.example/f.svg#g)",
    ],
    [
      "an @import in a style element",
      svg('<style>@import "https://evil.example/x.css";</style>'),
      "a reference to another host (https://evil.example/x.css)",
    ],
    [
      "an SVG inside a data: URL",
      svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'),
      "a data: URL that holds a document or script",
    ],
  ])("is refused with %s, naming the file and what is wrong", (_case, text, expected) => {
    expect(svgFileProblem("public/broken.svg", text)).toMatch(
      new RegExp(`^public/broken\\.svg: .*${expected.replace(/[()[\]/.*+?^$|{}\\]/g, "\\$&")}`),
    );
  });
});
