import type { ComponentProps } from "react";

export interface PictureImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Modern versions (AVIF, WebP), best first; the browser takes the first it can show. */
  sources?: ReadonlyArray<{ type: string; srcSet: string }>;
}

export function Picture({
  image,
  ...props
}: { image: PictureImage } & Omit<ComponentProps<"img">, "src" | "width" | "height" | "alt">) {
  const img = (
    <img src={image.src} width={image.width} height={image.height} alt={image.alt} {...props} />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} />
      ))}
      {img}
    </picture>
  );
}
