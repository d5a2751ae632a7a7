import type { APIRoute } from "astro";
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { pngResponse } from "~/files/file-response";

/** The logo as a 512x512 PNG on white (schema.org's Organization logo), drawn from public/logo.svg. */
export const GET: APIRoute = async () => {
  const logo = await sharp(await readFile("public/logo.svg"), { density: 300 })
    .resize(400, 400, { fit: "contain", background: "#ffffff" })
    .toBuffer();
  return pngResponse(
    await sharp({ create: { width: 512, height: 512, channels: 3, background: "#ffffff" } })
      .composite([{ input: logo }])
      .png()
      .toBuffer(),
  );
};
