/**
 * Validators for the URLs the configuration holds (site origin, portal, social profiles). Every
 * one is published as a link or a canonical, so each must name one public host, plainly.
 */
import * as z from "zod/mini";

/** Names that only resolve on the builder's own machine or network (RFC 6761, 6762, 8375). */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/i;

/**
 * Why a hostname is not a public site name, or undefined when it is one. Every IP literal is
 * refused, not only the private, loopback and link-local ranges: a canonical or a link on a bare
 * address breaks with the next server move and gets no certificate a browser trusts by name.
 */
export function nonPublicHost(hostname: string): string | undefined {
  if (hostname.startsWith("[") || /^[\d.]+$/.test(hostname)) {
    return `apunta a una dirección IP (${hostname}); use el nombre de dominio público`;
  }
  if (LOCAL_NAME.test(hostname) || !hostname.includes(".")) {
    return `apunta a un nombre local (${hostname}), que nadie más puede abrir; use el nombre de dominio público`;
  }
  return undefined;
}

const parsed = (value: string) => (URL.canParse(value) ? new URL(value) : undefined);

/**
 * Any https URL (links: portal, social profiles). http is refused: the site is HSTS-preloaded.
 * Credentials are refused: "https://empresa.co@otro.example" reads as one host and opens another.
 */
export const httpsUrl = z.string().check(
  z.url({ protocol: /^https$/, error: "debe ser una URL https válida (https://…)" }),
  z.refine((value) => {
    const url = parsed(value);
    return !url || (!url.username && !url.password);
  }, "no puede llevar usuario ni contraseña (usuario@ antes del dominio): el enlace mostraría un dominio y abriría otro"),
  z.superRefine((value, context) => {
    const url = parsed(value);
    const problem = url && nonPublicHost(url.hostname);
    if (problem) context.issues.push({ code: "custom", input: value, message: problem });
  }),
);

/**
 * The canonical origin: https, no path, query or fragment (a path would be dropped silently from
 * canonicals, sitemap and JSON-LD). Normalised to the bare origin.
 */
export const siteOrigin = z.pipe(
  httpsUrl.check(
    z.refine((value) => {
      const url = parsed(value);
      if (!url) return true; // the URL message already says what is wrong
      return url.pathname === "/" && !url.search && !url.hash;
    }, "debe ser solo el origen https (p. ej. https://www.empresa.co), sin ruta, consulta ni fragmento"),
  ),
  z.transform((value) => new URL(value).origin),
);
