/**
 * The name under the icon on a phone's home screen (the manifest's short_name). Launchers cut it
 * at about 12 characters, so a longer company name needs a shorter one of its own.
 */
export const SHORT_NAME_MAX = 12;

/** The company name when it fits, else its first word when that fits, else undefined. */
export function derivedShortName(companyName: string): string | undefined {
  const firstWord = companyName.trim().split(/\s+/)[0] ?? "";
  return [companyName.trim(), firstWord].find(
    (name) => name.length > 0 && name.length <= SHORT_NAME_MAX,
  );
}
