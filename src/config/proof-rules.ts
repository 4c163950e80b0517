/**
 * The proof file's rules across entries (proof-schema.ts): a key once per list, one sentence per
 * quoted person, a tax statement wherever a price is published.
 */
import * as z from "zod/mini";

/** Each key of a list's entries at most once ("cada norma va una sola vez"). */
export const once = <T>(key: (row: T) => unknown, message: string) =>
  z.refine<T[] | undefined>(
    (rows) => !rows || new Set(rows.map(key)).size === rows.length,
    message,
  );

/**
 * A person named both as a home testimonial and as a lab reference authorised one sentence of
 * their own (Ley 1581 de 2012, art. 9): two different quotes under one name cannot both be theirs.
 */
export function oneSentencePerPerson(
  proof: {
    testimonials?: readonly { name: string; quote: string }[] | undefined;
    references?: readonly { person: string; quote: string }[] | undefined;
  },
  ctx: z.core.$RefinementCtx,
): void {
  (proof.references ?? []).forEach((reference, index) => {
    const other = (proof.testimonials ?? []).find(
      (testimonial) =>
        testimonial.name === reference.person && testimonial.quote !== reference.quote,
    );
    if (!other) return;
    ctx.addIssue({
      code: "custom",
      input: reference.quote,
      path: ["references", index, "quote"],
      message: `${reference.person} también firma un testimonio con otra frase; use la única frase que autorizó por escrito en los dos lugares`,
    });
  });
}

/** A file that publishes a price says how it states the tax on it (Ley 1480 de 2011, art. 26). */
export function vatWithPrices(
  proof: {
    vat?: unknown;
    price?: object | undefined;
    servicePrices?: readonly unknown[] | undefined;
    analyzerInterface?: unknown;
  },
  ctx: z.core.$RefinementCtx,
): void {
  const priced =
    (proof.price !== undefined && "monthlyPerSiteCop" in proof.price) ||
    (proof.servicePrices?.length ?? 0) > 0 ||
    proof.analyzerInterface !== undefined;
  if (!priced || proof.vat !== undefined) return;
  ctx.addIssue({
    code: "custom",
    input: undefined,
    path: ["vat"],
    message: `falta: el archivo publica precios; diga cómo declara el IVA, {"statement": "included"} (IVA incluido) o {"statement": "added"} (+ IVA)`,
  });
}
