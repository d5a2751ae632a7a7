import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * nginx's package: x.gz and x.br beside every text file, for gzip_static. CDNs compress themselves, so
 * the build leaves them out: `npm run package:nginx`, or `node deploy/precompress.ts <site folder>`. */
export const COMPRESSIBLE = /\.(?:html|m?js|css|svg|xml|txt|json|webmanifest|ics|csv|yml|yar)$/;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export async function compressFile(file: string) {
  const source = await readFile(file);
  const [gz, br] = await Promise.all([
    gzipAsync(source, { level: 9 }),
    brotliAsync(source, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
  return { size: source.length, gzip: gz.length, brotli: br.length };
}

/**
 * Brotli at its best is slow (the CMS bundle takes seconds) and zlib works in libuv's thread pool:
 * several files at once, the largest first, on every core. */
export async function precompress(clientDir: string) {
  const files = (await readdir(clientDir, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes(".vite"));
  const sizes = new Map(
    await Promise.all(files.map(async (file) => [file, (await stat(file)).size] as const)),
  );
  const queue = [...files].sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0));
  let size = 0;
  let brotli = 0;
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const result = await compressFile(file);
      size += result.size;
      brotli += result.brotli;
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  return { files: files.length, size, brotli };
}

// Run as a command (a deploy job), not imported (its test).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? `${process.env.BUILD_DIR ?? "build"}/client`;
  const { files, size, brotli } = await precompress(dir);
  console.log(
    `${dir}: ${files} files precompressed, ${(size / 1e6).toFixed(1)} MB to ${(brotli / 1e6).toFixed(1)} MB with brotli`,
  );
}
