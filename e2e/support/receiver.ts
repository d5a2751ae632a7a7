import http from "node:http";

/** One submission as the receiver got it. */
export interface Received {
  method: string;
  path: string;
  contentType: string;
  fields: Record<string, string>;
}

/** How the receiver answers: a status and JSON body, or never (the client's timeout). */
export type Answer = { status: number; body?: unknown } | "never";

/** A real HTTP endpoint on a loopback port for the forms to deliver to: records every POST (form-encoded or JSON) and
 * answers as the test says, with CORS headers, as a form service on another origin must for the page to read them. */
export async function startReceiver(port: number) {
  const received: Received[] = [];
  let answer: Answer = { status: 200, body: { ok: true } };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Allow-Headers", "Content-Type, Accept");
    if (request.method === "OPTIONS") return void response.writeHead(204).end();
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const contentType = request.headers["content-type"] ?? "";
      const fields = contentType.includes("json")
        ? (JSON.parse(raw || "{}") as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(raw));
      received.push({ method: request.method ?? "", path: request.url ?? "", contentType, fields });
      if (answer === "never") return void hanging.add(response);
      response
        .writeHead(answer.status, { "Content-Type": "application/json" })
        .end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve, reject) =>
    server.once("error", reject).listen(port, "127.0.0.1", resolve),
  );
  return {
    received,
    answer: (next: Answer) => void (answer = next),
    reset: () => {
      received.length = 0;
      answer = { status: 200, body: { ok: true } };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
