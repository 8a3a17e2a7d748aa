// The FAQ in Spanish (issue 34, ADR 0198): every English question (content/faq.ts) by its id, in the same sections,
// so /es/faq#q-free-trial opens the same question /faq#q-free-trial does. Lines marked "review:" wait for a native
// reader. The numbers come from the same modules the English reads.
import { getPlan, MONEY_BACK_DAYS, type PlanId, TRIAL_DAYS } from "#schema/contracts/plans";
import { es } from "#schema/i18n/marketing/es";
import { retentionGroups } from "#schema/rules/invoice-retention";
import { formatPrice } from "#schema/rules/money";
import { RETENTION } from "#schema/rules/retention";
import type { FaqSection } from "./faq";

const solo = getPlan("solo");

/** Country names in Spanish from the runtime's own data, for the retention periods' list. */
const SPANISH_REGIONS = new Intl.DisplayNames(["es"], { type: "region" });

/** The plan names as checkout shows them: product names, the same in every language. */
const name = (id: PlanId) => getPlan(id).name;

export const FAQ_SECTIONS_ES: FaqSection[] = [
  {
    id: "getting-started",
    title: "Primeros pasos",
    items: [
      {
        id: "first-bill",
        question: "¿Cómo envío mi primer cobro por avance?",
        answer: [
          "Crea tu cuenta, agrega al cliente (nombre, empresa, correo y número de celular) y crea el proyecto con el valor del contrato.",
          "Luego toca Nuevo avance: elige el proyecto, escribe el porcentaje terminado y el monto, agrega fotos del trabajo y envía. La mayoría de los contratistas terminan en unos diez minutos, desde que se registran hasta que el primer cobro llega al correo del cliente.",
        ],
      },
      {
        id: "free-trial",
        question: "¿Necesito tarjeta de crédito para la prueba gratis?",
        answer: [
          `No. Cada cuenta nueva recibe ${TRIAL_DAYS} días del ${name("professional")} sin tarjeta registrada. Elige un plan antes de que termine la prueba para seguir enviando cobros; tus clientes, proyectos e historial se quedan donde están.`,
        ],
      },
      {
        id: "client-account",
        question: "¿Mi cliente necesita una cuenta o una app?",
        answer: [
          "No. Tu cliente recibe un mensaje de texto y un correo con un enlace seguro. Se abre en el navegador de su celular y muestra el monto, el porcentaje terminado, tu descripción y las fotos. Firma con el dedo para aprobar, o rechaza con un motivo. Sin contraseña y sin descargar nada.",
        ],
      },
      {
        id: "phone",
        question: "¿Puedo usar PayStage desde mi celular en la obra?",
        answer: [
          "Sí, está hecho primero para el celular. Funciona en el navegador de iPhone y Android, y puedes agregarlo a tu pantalla de inicio como una app. Las fotos se reducen antes de subirse, así que el cobro sale aunque tengas una sola rayita de señal.",
        ],
      },
    ],
  },
  {
    id: "features",
    title: "Funciones y uso",
    items: [
      {
        id: "progress-billing",
        question: "¿Qué es el cobro por etapas?",
        answer: [
          // review: "rough-in" as US crews say it.
          "Cobrar una obra por etapas conforme avanza el trabajo, en lugar de una sola factura al final. Un cambio de panel se puede cobrar en el rough-in, en la inspección y al terminar; una remodelación, en cada fase. Te pagan por el trabajo ya hecho, no meses después.",
        ],
      },
      {
        id: "reminders",
        question: "¿Cómo funcionan los recordatorios de pago automáticos?",
        answer: [
          "Escribes tus plantillas de recordatorio una vez y eliges cuándo sale cada una, por ejemplo 3 días antes de la fecha de pago, el mismo día y 3 días después. PayStage las envía por correo, SMS o ambos, con el nombre de tu empresa y el enlace de pago.",
          "Los recordatorios se detienen solos en cuanto un cobro se marca como pagado, así nadie recibe mensajes por dinero que ya envió.",
        ],
      },
      {
        id: "rejected",
        question: "¿Qué pasa si mi cliente rechaza un cobro?",
        answer: [
          "Recibes al momento una notificación con el motivo del cliente. Aclara la duda y envía un cobro corregido para la misma etapa. Cada aprobación y cada rechazo se guardan con la fecha, la hora y la firma.",
        ],
      },
      {
        id: "payments-processing",
        question: "¿PayStage se queda con una parte de mis pagos?",
        answer: [
          "No. PayStage no procesa pagos. Tu cliente te paga directamente con enlaces de PayPal, Venmo o Cash App, o por transferencia bancaria o Zelle con las instrucciones del cobro. El dinero llega directo a ti, sin comisiones de nuestra parte.",
        ],
      },
      {
        id: "meetings",
        question: "¿Cómo funciona la documentación de juntas con IA?",
        answer: [
          "Graba en tu celular una junta en la obra o un recorrido con el cliente. PayStage escribe un resumen, los puntos clave y las tareas con su responsable. Revisa el resumen y compártelo por enlace con el cliente o con tu equipo; los enlaces compartidos vencen a los 30 días.",
          `${name("solo")} incluye 3 juntas grabadas al mes, ${name("starter")} 10 y ${name("professional")} ilimitadas.`,
        ],
      },
      {
        id: "data-retention",
        question: "¿Por cuánto tiempo guardan mis datos?",
        answer: [
          "Tus cobros, aprobaciones y firmas, fotos, pagos y facturas son tus registros: los guardamos mientras exista tu cuenta y puedes descargarlos todos desde tu perfil cuando quieras.",
          `Algunas cosas solo sirven por un tiempo, así que las borramos: el texto de los correos y mensajes que enviamos por ti a los ${RETENTION.messageBodyDays} días (el registro de que un mensaje salió, a quién y cuándo, se queda ${RETENTION.messageMonths} meses), las notificaciones que ya leíste a los ${RETENTION.readNotificationDays} días, y el registro de un enlace de aprobación ${RETENTION.approvalLinkDaysAfterExpiry} días después de que venció.`,
        ],
      },
      {
        id: "account-deletion",
        // review: the account-deletion answer; the periods come from schema/rules/invoice-retention.ts.
        question: "¿Qué pasa con mis datos si borro mi cuenta?",
        answer: [
          "Cuando el dueño borra la cuenta de la empresa (Perfil, Borrar la cuenta de la empresa), borramos el acceso de todos, los nombres, correos, teléfonos y direcciones de tus clientes, las firmas, fotos, grabaciones, notas de juntas, recordatorios y mensajes, cancelamos tu suscripción y desconectamos QuickBooks o Xero.",
          "La ley fiscal te obliga a conservar tus facturas, así que solo guardamos lo que prueba cada factura que emitiste: su número, fecha, importes y líneas de impuesto, tus datos y los de tu cliente tal como los imprimió la factura, y el registro de la aprobación del cliente. Se quedan en la misma región que tu cuenta (la UE para las empresas europeas) y se borran cuando termina el plazo de tu país. Donde la ley cuenta desde el fin de tu año fiscal, de tu declaración o del pago de la factura, que puede caer en el año siguiente, contamos desde el fin de ese año siguiente:",
          ...retentionGroups().map(
            ({ years, from, countries }) =>
              `${years} años desde el fin ${from === "issue-year" ? "del año de la factura" : "del año siguiente al de la factura"}: ${countries.map((c) => SPANISH_REGIONS.of(c) ?? c).join(", ")}.`,
          ),
        ],
      },
      {
        id: "europe-invoices",
        // review: the EU answer; legal terms kept in each country's own words as the English does.
        question:
          "Trabajo en Alemania, Francia, los Países Bajos, Bélgica o España. ¿Las facturas de PayStage son válidas allí?",
        answer: [
          "PayStage escribe cada factura con lo que pide la ley del IVA de la UE, con los términos de tu país: tu número de IVA (o la Steuernummer en Alemania), las dos direcciones, la fecha de la prestación, la base, el tipo y el IVA de cada tipo, y la mención de inversión del sujeto pasivo en la construcción cuando tu cliente declara el IVA. En Alemania, los cobros por etapa son Abschlagsrechnungen y el último es una Schlussrechnung que descuenta la base y el IVA de todas las etapas anteriores.",
          "Francia: desde septiembre de 2026 toda empresa debe recibir, y desde septiembre de 2027 las pequeñas empresas deben emitir, sus facturas entre empresas por una plataforma certificada (plateforme agréée). PayStage no es una plataforma certificada y hoy no envía a ninguna. Cuando la regla te aplique, emite la factura por tu plataforma; el PDF de PayStage será entonces una solicitud de pago para tu cliente, no la factura legal.",
          "España: el software de facturación debe cumplir Verifactu (cada factura registrada con una huella encadenada y un código QR que la Agencia Tributaria puede verificar). PayStage no es software Verifactu hoy. Emite la factura en tu sistema Verifactu; el PDF de PayStage será entonces una solicitud de pago, no la factura legal.",
        ],
      },
    ],
  },
  {
    id: "billing",
    title: "Pagos y planes",
    items: [
      {
        id: "cost",
        question: "¿Cuánto cuesta PayStage?",
        answer: [
          `Los planes empiezan en ${formatPrice(solo.yearlyMonthlyCents!)} al mes con pago anual, o ${formatPrice(solo.monthlyCents!)} mes a mes, con el plan ${solo.name}. Mira todos los planes en la página de precios.`,
        ],
      },
      {
        id: "change-plan",
        question: "¿Puedo cambiar o cancelar mi plan?",
        answer: [
          `Sí, cuando quieras. ${es.planChangeTiming} No hay contrato: si cancelas, mantienes el acceso hasta el final del periodo que pagaste.`,
        ],
      },
      {
        id: "guarantee",
        question: "¿Hay garantía de devolución?",
        answer: [
          `Sí, de ${MONEY_BACK_DAYS} días en todos los planes. Si PayStage no le sirve a tu negocio, escribe a soporte dentro de los ${MONEY_BACK_DAYS} días después de pagar y te devolvemos todo.`,
        ],
      },
      {
        id: "active-projects",
        question: "¿Qué cuenta como proyecto activo?",
        answer: [
          "Cualquier proyecto que no hayas marcado como terminado. Un proyecto también se termina solo cuando se paga un cobro del 100%. Los proyectos terminados no cuentan para el límite de tu plan, y sus cobros, fotos y firmas se quedan guardados.",
        ],
      },
    ],
  },
];
