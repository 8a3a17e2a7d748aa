import type { SameArguments, Translation } from "../catalogue";
import type { clients as en } from "../en/clients";

export const clients = {
  title: "Clientes",
  add: "Agregar cliente",
  search: "Buscar clientes...",
  none: "No se encontraron clientes",
  tryOther: "Pruebe otra búsqueda o borre la búsqueda",
  first: "Agregue su primer cliente para empezar a enviar avances y cobrar más rápido",
  clear: "Borrar búsqueda",
  more: "Cargar más clientes",
  archived: "Clientes archivados",
  noArchived: "No hay clientes archivados.",
  restored: "Cliente restaurado",
  noun: "clientes",
  edit: "Editar {name}",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof clients> = true;
