/**
 * Hands the face's bytes from its @font-face to `new FontFace` before the first layout. Constant,
 * so the CSP allows it by its hash: docs/decisions/0003-text-face-handed-over-by-a-script.md. */

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
