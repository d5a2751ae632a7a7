#!/usr/bin/env node
// `npm run cms`: Decap's local backend (decap-server, writing this checkout's files) and the CMS dev
// server, on loopback only. CMS_PORT (5180): the CMS page; CMS_PROXY_PORT (8081): decap-server.
import { spawn } from "node:child_process";
import path from "node:path";
import { packageBin } from "../package-bin.mjs";

const host = "127.0.0.1";
const port = process.env.CMS_PORT ?? "5180";
const proxyPort = process.env.CMS_PROXY_PORT ?? "8081";
const repo = path.resolve(process.env.CMS_REPO_DIR ?? ".");

const children = [];
function start(name, args, env) {
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  child.stdout.on("data", (chunk) => {
    for (const line of String(chunk).split("\n").filter(Boolean)) console.log(`[${name}] ${line}`);
  });
  child.on("exit", (code) => {
    console.error(`[${name}] stopped (${code ?? "signal"})`);
    stop(code ?? 1);
  });
  children.push(child);
}
function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));

start("decap-server", [packageBin("decap-server")], {
  PORT: proxyPort,
  BIND_HOST: host,
  GIT_REPO_DIRECTORY: repo,
  MODE: "fs",
});
start(
  "cms",
  [
    packageBin("vite"),
    "--config",
    "vite.admin.config.ts",
    "--host",
    host,
    "--port",
    port,
    "--strictPort",
    "--clearScreen",
    "false",
  ],
  { CMS_LOCAL_BACKEND: `http://${host}:${proxyPort}/api/v1` },
);
console.log(`\nOpen http://${host}:${port}/admin/ to edit the content of ${repo}.\n`);
