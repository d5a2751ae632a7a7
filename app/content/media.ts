// Uploads to content/media/ are served from our own origin, where an HTML page or an SVG would run
// script with the site's rights: so only PNG, JPEG, WebP or AVIF, plainly named, really what the name says.

/** The formats accepted, by extension, each with how its file begins. */
const FORMATS: ReadonlyArray<{
  name: string;
  extensions: readonly string[];
  begins: (head: Uint8Array) => boolean;
}> = [
  {
    name: "PNG",
    extensions: ["png"],
    begins: (head) => ascii(head, 1, 4) === "PNG" && head[0] === 0x89,
  },
  {
    name: "JPEG",
    extensions: ["jpg", "jpeg"],
    begins: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  },
  {
    name: "WebP",
    extensions: ["webp"],
    begins: (head) => ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP",
  },
  { name: "AVIF", extensions: ["avif"], begins: isAvif },
];

const MEDIA_EXTENSIONS: readonly string[] = FORMATS.flatMap((format) => format.extensions);

/** A name a picture in content/media may have: letters, digits, - and _, then one of the extensions (in lowercase). */
const MEDIA_NAME = new RegExp(`^[\\w-]+\\.(${MEDIA_EXTENSIONS.join("|")})$`);

/** How many of a file's first bytes mediaProblem needs. */
export const MEDIA_HEAD_BYTES = 64;

const names = FORMATS.map((format) => format.name);
const ALLOWED = `${names.slice(0, -1).join(", ")} or ${names.at(-1)} pictures`;

/** Why the file `name` (relative to content/media) may not be there, or undefined when it may. */
export function mediaProblem(name: string, head: Uint8Array): string | undefined {
  if (/[/\\]/.test(name))
    return "a folder inside content/media: move the picture directly into content/media";
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
  const format = FORMATS.find((candidate) => candidate.extensions.includes(extension));
  if (!format)
    return `${extension ? `a .${extension} file` : "a file without an extension"} cannot be published: upload only ${ALLOWED} (an SVG, a web page or a script could run code on the site); remove it`;
  if (!MEDIA_NAME.test(name))
    return `rename it with letters, digits and hyphens only, ending in .${extension} (like soc-team.${extension})`;
  if (!format.begins(head))
    return `this is not a ${format.name} picture, whatever its name says: upload the picture again, saved as ${format.name}`;
  return undefined;
}

/** An ISO media file whose type box lists the AVIF brand (avif, or avis for a sequence). */
function isAvif(head: Uint8Array): boolean {
  if (head.length < 12 || ascii(head, 4, 8) !== "ftyp") return false;
  const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  return /avi[fs]/.test(ascii(head, 8, Math.min(head.length, boxSize)));
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, Math.max(start, end)));
}
