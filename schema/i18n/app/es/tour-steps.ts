// "Toque" for tap, as on a phone; the buttons named in a step are the Spanish screens' own names.
import type { SameArguments, Translation } from "../catalogue";
import type { tourSteps as en } from "../en/tour-steps";

export const tourSteps = {
  client: "Agregue un cliente",
  // review: "Agregar cliente" must match the Clients screen's button once it is translated (es-a).
  clientBody:
    "Toque Agregar cliente arriba en esta página para la persona que aprueba y paga: nombre, empresa, correo y un celular para que reciba mensajes de aprobación de un solo toque.",
  nextProjects: "Siguiente: proyectos",
  project: "Cree un proyecto",
  // review: "Nuevo proyecto" must match the Projects screen's button once it is translated (es-a).
  projectBody:
    "Toque Nuevo proyecto arriba en esta página. Un proyecto por obra, con su cliente y el valor del contrato.",
  nextBill: "Siguiente: cobrar una etapa",
  submit: "Envíe un avance",
  submitBody:
    "¿Terminó una etapa? Elija aquí su proyecto, escriba el avance y el monto, tome unas fotos y envíelo. Su cliente recibe un enlace para aprobar y firmar.",
  nextReminders: "Siguiente: recordatorios",
  reminders: "Configure los recordatorios",
  remindersBody:
    "Estas plantillas deciden cuándo PayStage le recuerda a su cliente por correo o mensaje de texto: antes de la fecha de vencimiento, ese día y después. Los recordatorios se detienen cuando le pagan. Toque ? en cualquier pantalla para ver ayuda.",
  finish: "Terminar el recorrido",
  yourProjects: "Sus proyectos",
  yourProjectsBody:
    "Aquí están las obras de la empresa. Abra una para ver los avances que hizo en ella y cobrar su siguiente etapa.",
  bill: "Cobre una etapa",
  billBody:
    "¿Terminó una etapa? Elija aquí su proyecto, escriba el avance y el monto, agregue fotos y envíelo. La oficina se encarga del cobro. Toque ? en cualquier pantalla para ver ayuda.",
} as const satisfies Translation<typeof en>;
export const sameArguments: SameArguments<typeof en, typeof tourSteps> = true;
