import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { iconSpritePlugin } from "./scripts/icon-sprite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), iconSpritePlugin()],
  resolve: { tsconfigPaths: true },
});
