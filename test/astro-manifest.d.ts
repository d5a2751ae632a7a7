// Astro's own virtual module (astro/dist/manifest/serialized.js), served by its Vite plugins.
declare module "virtual:astro:manifest" {
  import type { SSRManifest } from "astro";

  export const manifest: SSRManifest;
}
