// Serves a build for the measuring scripts on the wanted port or any free one, and stops the
// whole process group (serve.mjs starts `serve` in it) when the script ends or is interrupted.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

async function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "0.0.0.0", () => probe.close(() => resolve(true)));
  });
}

async function anyFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "0.0.0.0", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ port: number, name: string }} options the wanted port; the script's name for messages
 * @returns {Promise<{ origin: string, stop: () => void }>} once the server answers
 */
export async function startBuildServer({ port: wanted, name }) {
  const port = (await portIsFree(wanted)) ? wanted : await anyFreePort();
  let stderr = "";
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(port), BUILD_DIR: process.env.BUILD_DIR ?? "build" },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  server.stderr.on("data", (chunk) => (stderr += chunk));
  const stop = () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stop();
      console.error(`${name}: ${signal}, stopped`);
      process.exit(130);
    });
  }
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    if (server.exitCode !== null) throw new Error(`scripts/serve.mjs exited with ${server.exitCode}: ${stderr.trim()}`);
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`scripts/serve.mjs did not answer on ${origin} within 20 s. ${stderr.trim()}`);
}
