type Variant = "primary" | "secondary" | "outline-light" | "ghost-light";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:opacity-60";

const variants: Record<Variant, string> = {
  primary: "bg-sunset-700 text-white shadow-md hover:bg-sunset-800 focus-visible:outline-sunset-500",
  secondary: "bg-river-700 text-white shadow-md hover:bg-river-800 focus-visible:outline-river-500",
  "outline-light":
    "border-2 border-white/80 bg-white/10 text-white backdrop-blur-sm hover:bg-white/20 focus-visible:outline-white",
  "ghost-light": "text-white hover:bg-white/10 focus-visible:outline-white",
};

/** Shared look of link and button "buttons" across the site. */
export function buttonClass(variant: Variant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
