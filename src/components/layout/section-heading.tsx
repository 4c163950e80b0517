import { cn } from "~/lib/cn";

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: "light" | "dark";
};

const toneClasses = {
  light: {
    title: "text-slate-900",
    intro: "text-slate-600",
    eyebrow: "text-brand-600 bg-brand-50 ring-brand-100",
  },
  dark: {
    title: "text-white",
    intro: "text-slate-300",
    eyebrow: "text-accent-300 bg-white/5 ring-white/10",
  },
} as const;

/**
 * The centred eyebrow, h2 and intro that open every section. Without an eyebrow the title and
 * intro centre themselves, with no wrapper: one element less in every section.
 */
export function SectionHeading({ id, eyebrow, title, intro, tone = "light" }: SectionHeadingProps) {
  const styles = toneClasses[tone];
  const centred = eyebrow ? undefined : "mx-auto max-w-3xl text-center";
  const heading = (
    <>
      <h2
        id={id}
        className={cn(
          centred,
          // Space above only under an eyebrow.
          eyebrow && "mt-3",
          "text-[1.75rem]/tight font-bold tracking-tight text-balance sm:text-4xl",
          styles.title,
        )}
      >
        {title}
      </h2>
      {intro ? (
        <p
          className={cn(
            centred,
            "mt-2 text-base leading-relaxed text-pretty sm:text-lg",
            styles.intro,
          )}
        >
          {intro}
        </p>
      ) : null}
    </>
  );
  if (!eyebrow) return heading;
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p
        className={cn(
          "inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1",
          styles.eyebrow,
        )}
      >
        {eyebrow}
      </p>
      {heading}
    </div>
  );
}
