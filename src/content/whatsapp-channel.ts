import { site } from "~/config/site";

/**
 * Whether the company answers its own WhatsApp through the WhatsApp Business API (company.json,
 * `whatsappChannel`, src/config/subprocessors.ts): only there does an AI assistant answer first,
 * and only there do Meta and the messaging provider carry those chats as the company's
 * processors. With the WhatsApp Business app, people of the team answer, on a phone.
 */
export const chatByApi = site.whatsappChannel === "api";
