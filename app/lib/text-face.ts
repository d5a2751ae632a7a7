/**
 * The text face, ready before the page's first layout.
 *
 * Every page carries the face as a `data:` URL in its @font-face (app/layouts/site.astro,
 * scripts/font-subset.mjs). Left to CSS, Chromium loads even a `data:` URL in a task of its own,
 * which the parser's tasks run ahead of; until then the text would be set in the next family of
 * the stack, and "Inter Variable" is a file, which the browser then fetches. The layout used to
 * preload the same URL, which makes Chromium hold the first paint until the face arrives, but the
 * hold lasted until the whole page was parsed, so the first layout was the whole page's (about
 * 40 ms on Lighthouse's trace, four times that on its simulated phone), and a loaded machine
 * could still end the hold first (the text then moved).
 *
 * So a script of the page's own, before the body's content, hands the same bytes to
 * `new FontFace`, which the browser decodes at once (its `status` is "loaded" on return:
 * e2e/page-behaviour.spec.ts fails if the face is not loaded when the first frame is drawn), and
 * adds it to `document.fonts`. The face is there before the rest of the body is parsed, nothing holds the
 * paint, and nothing else is fetched. The @font-face stays, for a browser without JavaScript (it
 * loads the face on its own, `font-display: optional`); with both, the face added last is the one
 * used, so the CSS copy is never decoded too.
 *
 * In the body (components/layout/text-face-script.tsx opens the top bar with it), not in the head:
 * Astro writes the CSP <meta> at the end of the head, and a script before it would run outside
 * the policy. A constant string, not a bundled script: it must run before the body's content is
 * parsed, and the CSP allows it by its hash (astro.config.ts), which a bundler's output would
 * change.
 */

/** The id of the face's <style> in the head, where the script finds it. */
export const TEXT_FACE_ID = "text-face";

export const registerTextFace = `(function (style) {
  try {
    var rule = [].find.call(style.sheet.cssRules, function (r) { return r instanceof CSSFontFaceRule; });
    var face = rule.style;
    var data = /base64,([^"')]+)/.exec(face.getPropertyValue("src"))[1];
    var bytes = Uint8Array.fromBase64 ? Uint8Array.fromBase64(data) : Uint8Array.from(atob(data), function (c) { return c.charCodeAt(0); });
    document.fonts.add(new FontFace(face.getPropertyValue("font-family").replace(/["']/g, ""), bytes, {
      style: face.getPropertyValue("font-style"),
      weight: face.getPropertyValue("font-weight"),
      unicodeRange: face.getPropertyValue("unicode-range"),
      display: face.getPropertyValue("font-display")
    }));
  } catch (error) {
    // The @font-face loads the face on its own.
  }
})(document.getElementById("${TEXT_FACE_ID}"));`;
