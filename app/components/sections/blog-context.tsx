import { createContext, useContext } from "react";
import type { BlogView } from "~/content/types";

/** Which slice of the archive the blog URL shows (its route data), for the blog's list section. */
export const BlogContext = createContext<BlogView>({ pageNumber: 1, pageCount: 1, pageSize: Number.POSITIVE_INFINITY });

export const useBlogView = () => useContext(BlogContext);
