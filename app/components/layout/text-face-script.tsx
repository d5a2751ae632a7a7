import { registerTextFace } from "~/lib/text-face";

/**
 * Opens the top bar: after the CSP <meta> (Astro writes it at the end of the head) and the island
 * styles, before any text (app/lib/text-face.ts says why). */
export function TextFaceScript() {
  return <script dangerouslySetInnerHTML={{ __html: registerTextFace }} />;
}
