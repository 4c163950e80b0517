import { site } from "~/config/site";
import { NOTICE_DAYS } from "../plans";
import type { LegalSection } from "../types";

const company = site.legalName;

/** 2. Licencia: rights, intellectual property (copyright, software, trademarks), restrictions. */
export const licenseSection = {
  id: "licencia",
  title: "Derechos de licencia y restricciones",
  blocks: [
    {
      type: "paragraph",
      text: `Mientras tu plan esté vigente, incluidos los ${NOTICE_DAYS} días de gracia de un pago pendiente (sección 6), te otorgamos una licencia de uso no exclusiva e intransferible, limitada al número de Usuarios, sedes y módulos de tu plan, para usar nuestro software en las actividades internas de tu organización.`,
    },
    {
      type: "paragraph",
      text: `El software, su código fuente, su diseño y su documentación son obras de ${company} protegidas por el derecho de autor (Ley 23 de 1982; Decisión Andina 351 de 1993; Decreto 1360 de 1989, que protege el soporte lógico como obra literaria). Las marcas ${site.companyName} y ${site.labProductName}, sus logotipos y demás signos distintivos son nuestros; los que tenemos registrados ante la Superintendencia de Industria y Comercio los protege, además, la Decisión Andina 486 de 2000. La licencia no te transfiere ninguno de esos derechos.`,
    },
    {
      type: "paragraph",
      text: "La titularidad de los desarrollos a la medida se define en la propuesta comercial de cada proyecto, que consta por escrito. Si no dice otra cosa, lo que creamos por encargo tuyo te pertenece en sus derechos patrimoniales, en la medida necesaria para las actividades habituales que tenías cuando lo creamos (Ley 23 de 1982, art. 20, modificado por la Ley 1450 de 2011, art. 28), y los componentes y herramientas que teníamos antes del proyecto siguen siendo nuestros y te los licenciamos para que uses lo que te entregamos.",
    },
    {
      type: "paragraph",
      text: "La información que tú y tus Usuarios registran en el software es tuya, y solo la usamos para prestarte el servicio.",
    },
    { type: "subheading", text: "Restricciones", id: "restricciones" },
    { type: "paragraph", text: "Salvo que lo autoricemos por escrito, no puedes:" },
    {
      type: "list",
      items: [
        "Copiar, modificar, traducir o crear obras derivadas del software.",
        "Descompilarlo, aplicarle ingeniería inversa o intentar obtener su código fuente, salvo en los casos que la ley permita expresamente.",
        "Venderlo, sublicenciarlo, alquilarlo, prestarlo o cederlo a terceros.",
        "Compartir usuarios y contraseñas, o superar los límites de Usuarios, sedes o módulos de tu plan.",
        "Intentar vulnerar su seguridad, cargar código malicioso o interferir con su funcionamiento.",
        "Usarlo para actividades ilícitas o para tratar datos personales sin la autorización de sus titulares.",
      ],
    },
    {
      type: "paragraph",
      text: "Si se incumplen estas restricciones, podremos suspender los accesos involucrados, previo aviso escrito con sus motivos, sin perjuicio de las acciones legales que correspondan.",
    },
  ],
} as const satisfies LegalSection;
