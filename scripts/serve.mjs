#!/usr/bin/env node
// Serves the build as a static host does (clean URLs, 404.html with status 404, no listings), on
// 127.0.0.1 unless HOST says otherwise; PORT and BUILD_DIR may be set.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { packageBin } from "./package-bin.mjs";

export function listenAddress(env = process.env) {
  const host = env.HOST || "127.0.0.1";
  const hostPort = `${host.includes(":") ? `[${host}]` : host}:${env.PORT ?? "3000"}`;
  return { hostPort, url: `tcp://${hostPort}` };
}

if (import.meta.main) {
  const { hostPort, url } = listenAddress();
  const root = path.join(process.env.BUILD_DIR ?? "build", "client");
  if (!existsSync(path.join(root, "index.html"))) {
    console.error(`No build found in ${root}. Run "npm run build" first.`);
    process.exit(1);
  }
  const bin = packageBin("serve");
  console.log(`Serving ${root} at http://${hostPort}/`);
  const child = spawn(
    process.execPath,
    [
      bin,
      root,
      "--listen",
      url,
      "--no-clipboard",
      "--no-port-switching",
      "--config",
      path.resolve("serve.json"),
    ],
    { stdio: "inherit" },
  );
  child.on("exit", (code) => process.exit(code ?? 0));
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
}
