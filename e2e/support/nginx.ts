import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

/** A real nginx serving a build with the configuration the build wrote (build/nginx/halcyrion), as
 * deploy/nginx/example-server.conf does minus TLS: own prefix, pid, temp folders and log, in the foreground, on loopback. */
export const NGINX_BIN = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

export interface RunningNginx {
  origin: string;
  errorLog: string;
  stop: () => Promise<void>;
}

/** `files`: configuration files put in place of the build's (name under halcyrion/: content), for a fixture. */
export async function startNginx(
  buildDir: string,
  port: number,
  files: Record<string, string> = {},
): Promise<RunningNginx> {
  const root = path.resolve(buildDir, "client");
  const prefix = await mkdtemp(path.join(tmpdir(), "halcyrion-nginx-"));
  const conf = path.join(prefix, "conf");
  await cp(path.resolve(buildDir, "nginx", "halcyrion"), path.join(conf, "halcyrion"), {
    recursive: true,
  });
  for (const [name, content] of Object.entries(files))
    await writeFile(path.join(conf, "halcyrion", name), content);
  for (const dir of ["logs", "temp"]) await mkdir(path.join(prefix, dir), { recursive: true });
  const errorLog = path.join(prefix, "logs", "error.log");
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, "temp", name)};`;
  await writeFile(
    path.join(conf, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
daemon off;
pid ${path.join(prefix, "nginx.pid")};
error_log ${errorLog} warn;
events { worker_connections 128; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n    ")}
    include halcyrion/http.conf;
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${root};
        include halcyrion/site.conf;
    }
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX_BIN,
    ["-p", prefix, "-c", path.join(conf, "nginx.conf"), "-e", errorLog],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(errorLog) ? await readFile(errorLog, "utf8") : "";
      await rm(prefix, { recursive: true, force: true });
      throw new Error(`nginx exited (${child.exitCode}): ${stderr}\n${log}`);
    }
    try {
      if ((await fetchRaw(`${origin}/`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGQUIT");
      await exited;
      await rm(prefix, { recursive: true, force: true });
      throw new Error(`nginx did not answer on ${origin}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    errorLog,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain HTTP GET that neither follows redirects nor decodes the body. */
export function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port, pathname, search } = new URL(url);
  return fetchPath(`http://${hostname}:${port}`, `${pathname}${search}`, headers);
}

/** fetchRaw for a request path sent exactly as written (no "\" to "/", no dot segments resolved). */
export function fetchPath(
  origin: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}
