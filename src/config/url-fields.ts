/**
 * Validators for the URLs the configuration holds (site origin, portal, social profiles). Every
 * one is published as a link or a canonical, so each must name one public host, plainly.
 */
import * as z from "zod/mini";
import { invisibleCharacter } from "./site-fields.ts";
import { isRedirect } from "./platform-redirect.ts";

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

/** One DNS label: letters, digits and inner hyphens, at most 63 characters (RFC 1035, 5890). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Longest name DNS carries (RFC 1035 2.3.4). */
const NAME_MAX = 253;

/**
 * Why a host the URL parser accepted is still no name a certificate, DNS or nginx's server_name
 * take, or undefined. The WHATWG parser lets through a trailing dot ("www.empresa.co."), empty
 * labels, "*", "_", ";" and "$"; each would reach canonicals, links or the nginx configuration as
 * written. International names arrive here already in their xn-- form, which is what they need.
 */
export function malformedHost(hostname: string): string | undefined {
  if (hostname.endsWith(".")) {
    return `el dominio termina en punto (${hostname}); quítelo: con él, el certificado y los enlaces canónicos no coinciden con el dominio`;
  }
  const labels = hostname.split(".");
  if (hostname.length > NAME_MAX || !labels.every((label) => LABEL.test(label))) {
    return `no es un nombre de dominio válido (${hostname}): solo letras, dígitos, guiones interiores y puntos entre partes no vacías`;
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
    const problem = url && (nonPublicHost(url.hostname) ?? malformedHost(url.hostname));
    if (problem) context.issues.push({ code: "custom", input: value, message: problem });
  }),
  // Zero-width and bidi characters are invisible in the value and dropped or mapped by the URL
  // parser: the address written and the one a browser opens would differ. (z.url has already
  // removed tabs and line breaks, which the parser ignores anyway.)
  z.superRefine((value, context) => {
    const code = invisibleCharacter(value);
    if (code) {
      const message = `contiene un carácter invisible o de control (${code}); escriba la URL sin él`;
      context.issues.push({ code: "custom", input: value, message });
    }
  }),
);

/**
 * A profile on one social platform: https, on the platform's own host (bare, www. or m.), with
 * a path that names the profile and no redirect through the platform. Any other host
 * ("evil.com", "linkedin.com.evil.com") would put the platform's icon on someone else's page.
 */
export function profileUrl(platform: string, domain: string) {
  const hosts = [domain, `www.${domain}`, `m.${domain}`];
  /** A redirect through the platform (l.facebook.com too) gets its own message, not this one. */
  const redirect = (url: URL) =>
    (url.hostname === domain || url.hostname.endsWith(`.${domain}`)) && isRedirect(url);
  return httpsUrl.check(
    z.refine(
      (value) => {
        const url = parsed(value);
        return !url || hosts.includes(url.hostname) || redirect(url);
      },
      `debe ser un perfil de ${platform} en ${hosts.join(", ")} (p. ej. https://www.${domain}/empresa)`,
    ),
    z.refine((value) => {
      const url = parsed(value);
      return !url || !hosts.includes(url.hostname) || url.pathname.replace(/\/+/g, "") !== "";
    }, `debe llevar la ruta del perfil (p. ej. https://www.${domain}/empresa), no solo la página de inicio de ${platform}`),
    z.refine((value) => {
      const url = parsed(value);
      return !url || !redirect(url);
    }, `es un enlace de redirección de ${platform} (como los que deja al copiar un enlace de una publicación), que lleva a la dirección que trae dentro, no al perfil; ponga la dirección del perfil (p. ej. https://www.${domain}/empresa)`),
  );
}

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
    // A port would reach every canonical and the certificate path and redirect of the nginx
    // configuration (scripts/nginx-conf.ts), which serves 443; :443 itself is dropped by the parser.
    z.refine(
      (value) => !parsed(value)?.port,
      "no puede llevar puerto (:8443): el sitio público se sirve en el 443 de https",
    ),
  ),
  z.transform((value) => new URL(value).origin),
);
