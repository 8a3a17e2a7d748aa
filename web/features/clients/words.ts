// /clients' words (issue 34, ADR 0195): imported only by its page, so its English stays in the page's chunk.
import { clients } from "#schema/i18n/app/en/clients";
import { defineWords } from "#web/lib/words";

export const useClientsWords = defineWords(clients, () => import("#schema/i18n/app/es/clients").then((m) => m.clients));
