import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

export const streamTimeout = 10_000;

/**
 * Runs only at build time, to prerender each route. It always waits for the whole page
 * (`onAllReady`), so content inside Suspense boundaries (lazily loaded sections) is written in
 * place in the HTML, readable without JavaScript, instead of streamed into hidden containers
 * that need an inline script to reveal them.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Waiting for onAllReady is not enough: once a page passes React's progressive chunk size
      // (12.8 kB), React still moves completed Suspense boundaries into <div hidden> containers
      // revealed by an inline $RC script, so lazy sections were invisible without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout);
  });
}
