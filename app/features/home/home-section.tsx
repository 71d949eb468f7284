import type { ReactNode } from "react";

interface HomeSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: "light" | "tint" | "dark";
  children: ReactNode;
}

const tones = {
  light: "bg-stone-50 text-stone-900",
  tint: "bg-river-50 text-stone-900",
  dark: "bg-river-900 text-white",
} as const;

/**
 * One home-page section: a named region that in-page links scroll to (tabIndex -1 so focus can
 * land on it, scroll margin so the fixed navigation bar does not cover its heading).
 */
export function HomeSection({ id, eyebrow, title, intro, tone = "light", children }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={`scroll-mt-16 py-20 focus:outline-none sm:py-24 ${tones[tone]}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow ? (
            <p
              className={`text-sm font-semibold uppercase tracking-widest ${tone === "dark" ? "text-sunset-300" : "text-sunset-700"}`}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} className="mt-2 scroll-mt-24 font-display text-3xl font-bold sm:text-4xl">
            {title}
          </h2>
          {intro ? (
            <p className={`mt-4 text-lg leading-relaxed ${tone === "dark" ? "text-river-100" : "text-stone-700"}`}>
              {intro}
            </p>
          ) : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
