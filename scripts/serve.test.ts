// @vitest-environment node
/**
 * `npm run serve` on a scratch build: it listens on this machine only unless HOST says otherwise,
 * and a folder without an index.html is a 404, never a listing of its files.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileTypes } from "./security-headers";
import { listenAddress } from "./serve.mjs";

const port = String(Number(process.env.E2E_PORT ?? 4310) + 30);
const build = mkdtempSync(path.join(tmpdir(), "halcyrion-serve-"));
let server: ChildProcess | undefined;

beforeAll(async () => {
  mkdirSync(path.join(build, "client", "reports"), { recursive: true });
  writeFileSync(path.join(build, "client", "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(path.join(build, "client", "404.html"), "<!doctype html><title>Not found</title>");
  writeFileSync(path.join(build, "client", "reports", "q3-draft.txt"), "not linked from anywhere");
  for (const file of Object.keys(fileTypes))
    writeFileSync(path.join(build, "client", `rule.${file}`), "rule x { condition: true }");
  server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: port, BUILD_DIR: build, HOST: "" },
    stdio: "ignore",
  });
  for (let tries = 0; tries < 100; tries++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`serve did not answer on port ${port}`);
}, 15_000);

afterAll(() => {
  server?.kill();
  rmSync(build, { recursive: true, force: true });
});

/** Whether something accepts a connection at host:port. */
const accepts = (host: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(port), host, () => (socket.destroy(), resolve(true)));
    socket.on("error", () => resolve(false));
  });

describe("npm run serve", () => {
  it("listens on 127.0.0.1 by default, and where HOST says", () => {
    expect(listenAddress({}).url).toBe("tcp://127.0.0.1:3000");
    expect(listenAddress({ HOST: "0.0.0.0", PORT: "8080" }).url).toBe("tcp://0.0.0.0:8080");
    expect(listenAddress({ HOST: "::" }).url).toBe("tcp://[::]:3000");
  });

  it("answers on this machine only, not on the machine's network addresses", async () => {
    expect(await accepts("127.0.0.1")).toBe(true);
    const outside = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal && address.family === "IPv4")
      .map((address) => address?.address ?? "");
    for (const address of outside) expect(await accepts(address), address).toBe(false);
  });

  it("never lists a folder's files", async () => {
    for (const folder of ["/reports", "/reports/"]) {
      const response = await fetch(`http://127.0.0.1:${port}${folder}`);
      expect(response.status, folder).toBe(404);
      expect(await response.text(), folder).not.toContain("q3-draft");
    }
  });

  it("serves the research files with the types the hosts give them (rules as text, never run)", async () => {
    for (const [extension, type] of Object.entries(fileTypes))
      expect(
        (await fetch(`http://127.0.0.1:${port}/rule.${extension}`)).headers.get("content-type"),
        extension,
      ).toBe(type);
  });
});
