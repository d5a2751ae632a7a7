#!/usr/bin/env node
// Serves the built site the way a static host does: nested index.html for clean URLs and
// 404.html with status 404 for unknown paths. PORT and BUILD_DIR may be set.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const port = process.env.PORT ?? "3000";
const root = path.join(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}
const bin = path.join(path.dirname(require.resolve("serve/package.json")), "build", "main.js");
console.log(`Serving ${root} at http://localhost:${port}/`);
const child = spawn(process.execPath, [bin, root, "--listen", `tcp://0.0.0.0:${port}`, "--no-clipboard", "--config", path.resolve("serve.json")], {
  stdio: "inherit",
});
child.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
