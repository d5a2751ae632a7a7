import { registerTextFace } from "~/lib/text-face";

/**
 * The script that hands the page's text face to the browser before the rest of the body is
 * parsed (app/lib/text-face.ts says why and how). It opens the top bar, the body's first part:
 * after the CSP <meta> (which Astro writes at the end of the head) and after the island styles
 * Astro writes before the bar (site-header.tsx), before any text.
 */
export function TextFaceScript() {
  return <script dangerouslySetInnerHTML={{ __html: registerTextFace }} />;
}
