/** The content read from another content folder (a scratch copy a test has edited), as the content
 * layer's loader reads it (app/content-layer/read.ts): throws the build's error listing every problem. */
import { type Content, readContent } from "../app/content-layer/read";

export const buildContentFrom = (contentDir: string): Promise<Content> => readContent(contentDir);
