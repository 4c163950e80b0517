import { cn } from "~/lib/cn";

/** Given-name and first-surname initials: "Mariana Restrepo Gil" → "MR". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase("es-CO") ?? "")
    .join("");
}

/** A round badge with a person's initials, standing in for a photo (decorative: the name is beside it). */
export function InitialsAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-11 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white",
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
