import { afterEach, describe, expect, it, vi } from "vitest";
import type { WhatsappChannel } from "~/config/subprocessors";

/**
 * The texts a build renders with the company's WhatsApp answered through `channel`
 * (company.json, `whatsappChannel`): the policy, the terms' list of providers and the notices.
 */
async function textsWith(channel: WhatsappChannel) {
  vi.resetModules();
  vi.stubEnv("SITE_WHATSAPP_CHANNEL", channel);
  const [{ privacyPolicy }, { documentText }, notices, { WHATSAPP_PLATFORM }] = await Promise.all([
    import("./privacy"),
    import("./document-text"),
    import("~/content/contact-notice"),
    import("~/config/subprocessors"),
  ]);
  const section = privacyPolicy.sections.find(({ id }) => id === "whatsapp-business");
  if (!section) throw new Error("no WhatsApp section");
  const platformRow = documentText(privacyPolicy)
    .split("\n")
    .find((line) => line.startsWith(WHATSAPP_PLATFORM.provider));
  return {
    policy: documentText(privacyPolicy),
    section: documentText({ ...privacyPolicy, sections: [section] }),
    title: section.title,
    platformRow: platformRow ?? "",
    notices: [notices.contactNotice.text, notices.contactNoticeShort.text],
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the texts follow how the company answers its WhatsApp", () => {
  it("through the API: Meta carries the chat as processor, and the assistant is named", async () => {
    const texts = await textsWith("api");
    expect(texts.title).toBe("Uso de WhatsApp Business API");
    expect(texts.section).toMatch(/que nos prestan Meta Platforms.*? como encargados:/);
    expect(texts.section).toContain("Asistente virtual con inteligencia artificial");
    expect(texts.platformRow).toContain("los mensajes de nuestro propio chat");
    for (const notice of texts.notices) expect(notice).toContain("asistente de IA");
  });

  it("with the app: people answer, no assistant anywhere, Meta not its processor for the chat", async () => {
    const texts = await textsWith("app");
    expect(texts.title).toBe("Uso de WhatsApp Business");
    expect(texts.section).toContain("aplicación WhatsApp Business");
    expect(texts.section).toContain("cifrados de extremo a extremo");
    expect(texts.section).not.toContain("como encargados");
    expect(texts.policy).not.toMatch(/asistente (virtual|de IA)|revisar las conversaciones/);
    // Meta stays on the list for the chatbots and the LIS's results, not for the company's chat.
    expect(texts.platformRow).toContain("los resultados que un laboratorio entrega por WhatsApp");
    expect(texts.platformRow).toContain("no los tratan por nuestra cuenta");
    for (const notice of texts.notices) expect(notice).not.toContain("asistente");
    // A provider's "Inc." never ends a sentence with a second full stop.
    expect(texts.policy).not.toMatch(/\w\.\.(\s|$)/);
  });

  it("says the first message is read only to answer it, by whoever answers on that channel", async () => {
    const api = await textsWith("api");
    expect(api.section).toMatch(/Tu primer mensaje lo leemos para contestarlo[^.]*art\. 7/);
    expect(api.section).toMatch(/lo lee el asistente virtual, con el modelo de lenguaje que/);
    const app = await textsWith("app");
    expect(app.section).toMatch(/Tu primer mensaje lo lee una persona de nuestro equipo/);
    for (const { section } of [api, app]) {
      expect(section).not.toMatch(/solo lo usamos para contestarte con el aviso/);
      expect(section).toContain("lo usamos solo si sigues la conversación después del aviso");
    }
  });
});
