import { SectionHeading } from "~/components/layout/section-heading";
import { cn } from "~/lib/cn";

const eyebrowTones = {
  light: "bg-teal-50 text-teal-800 ring-teal-200",
  dark: "bg-white/10 text-teal-100 ring-white/20",
} as const;

type LabSectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: keyof typeof eyebrowTones;
};

/** The shared SectionHeading under a clinical (teal) eyebrow. */
export function LabSectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = "light",
}: LabSectionHeadingProps) {
  return (
    <div className="text-center">
      <p
        className={cn(
          "inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1",
          eyebrowTones[tone],
        )}
      >
        {eyebrow}
      </p>
      <SectionHeading id={id} title={title} intro={intro} tone={tone} />
    </div>
  );
}
