/** A plain lookup, not class-variance-authority: this is on every page's first load. */
const base =
  "inline-flex items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary:
    "border border-line bg-white text-ink shadow-sm hover:border-brand-600 hover:text-brand-700",
  ghost: "text-brand-700 hover:bg-brand-50",
  inverse: "bg-white text-navy-900 shadow-sm hover:bg-brand-50",
  "outline-inverse": "border border-white/40 text-white hover:border-white hover:bg-white/10",
};

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
};

interface ButtonVariantProps {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
  /** Appended as is (no tailwind-merge): pass utilities the variant does not set. */
  className?: string;
}

export function buttonVariants({ variant, size, className }: ButtonVariantProps = {}): string {
  const classes = `${base} ${variants[variant ?? "primary"]} ${sizes[size ?? "md"]}`;
  return className ? `${classes} ${className}` : classes;
}
