/**
 * What a failed file operation means, in the operator's words: a full disk or a missing permission
 * is said as such (the system's own message follows in parentheses), never as a stack trace.
 */
const MEANINGS: Record<string, string> = {
  ENOSPC: "no queda espacio en el disco",
  EDQUOT: "se agotó la cuota de disco",
  EACCES: "falta permiso (publica como root)",
  EPERM: "falta permiso (publica como root)",
  EROFS: "el disco es de solo lectura",
};

/** The plain meaning of `error` when it is one of the system's file errors above. */
export function systemMeaning(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code && MEANINGS[code] ? `${MEANINGS[code]} (${(error as Error).message})` : undefined;
}

/** `error`'s plain meaning, or its message. */
export const describeFailure = (error: unknown) => systemMeaning(error) ?? (error as Error).message;
