import { site } from "~/config/site";
import { services } from "./services";
import type { FooterLink, SocialLink } from "./types";

export const footerTagline = `Transformamos ideas en software que trabaja por tu negocio: automatización, inteligencia artificial y sistemas a la medida desde ${site.addressCity} para el mundo.`;

export const footerLocation = `${site.addressCity}, Colombia`;

export const footerServiceLinks = [
  ...services.map((service) => ({ name: service.title, href: "#servicios" })),
  { name: "Consultoría", href: "#contacto" },
] satisfies FooterLink[];

export const socialLinks = [
  { platform: "facebook", href: site.facebookUrl, label: "Facebook", color: "hover:bg-[#1877f2]" },
  {
    platform: "instagram",
    href: site.instagramUrl,
    label: "Instagram",
    color: "hover:bg-[#c13584]",
  },
  { platform: "linkedin", href: site.linkedinUrl, label: "LinkedIn", color: "hover:bg-[#0a66c2]" },
] as const satisfies readonly SocialLink[];

export const legalLinks = [
  { name: "Política de Privacidad", href: "/privacy-policy" },
  { name: "Términos y Condiciones", href: "/terms-of-service" },
] as const satisfies readonly FooterLink[];
