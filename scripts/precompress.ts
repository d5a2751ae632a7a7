import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * Writes x.gz and x.br beside every text file of the build, so hosts serve them without
 * compressing per request (nginx gzip_static, and .br through deploy/nginx). Run it last: any
 * file written after it goes out uncompressed.
 */
export const COMPRESSIBLE = /\.(?:html|m?js|css|svg|xml|txt|json|webmanifest|ics)$/;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export async function compressFile(
  file: string,
): Promise<{ size: number; gzip: number; brotli: number }> {
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

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes(".vite"));
}

/** Compresses every text file under `clientDir`; returns how many and the bytes before/after. */
export async function precompress(clientDir: string) {
  const files = await textFiles(clientDir);
  let size = 0;
  let brotli = 0;
  for (const file of files) {
    const result = await compressFile(file);
    size += result.size;
    brotli += result.brotli;
  }
  return { files: files.length, size, brotli };
}
